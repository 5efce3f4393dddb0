/** What `npm test` reads from the runners' JSON reports: counts, and the failed tests' first lines. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
}

export const REPORTS = path.resolve('test-results', 'reports');

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status?: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** A file that failed outside its tests (a broken import, a failing `beforeAll`): its tests count as skipped. */
const failedOutsideTests = (file: VitestReport['testResults'][number]) =>
  (file.status === 'failed' || Boolean(file.message)) && !file.assertionResults.some((result) => result.status === 'failed');

export function vitestCount(exitCode: number, dir = REPORTS): Outcome {
  const report = readJson<VitestReport>(path.join(dir, 'vitest.json'));
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // Each file that failed outside its tests is a failure of its own; a crash outside any file still fails the run.
  const failed = report.numFailedTests + (report.testResults ?? []).filter(failedOutsideTests).length || (exitCode !== 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

export function playwrightCount(exitCode: number, dir = REPORTS): Outcome {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    path.join(dir, 'playwright.json'),
  );
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + flaky || (exitCode !== 0 ? 1 : 0);
  return { passed: expected, failed, skipped };
}

/** A failure's first lines, without colour codes: CI shows only the end of the output. */
function firstLines(message: string, count = 12): string {
  // eslint-disable-next-line no-control-regex
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, count).map((line) => `    ${line}`).join('\n');
}

interface PlaywrightError {
  message?: string;
  location?: { file: string; line: number };
}

interface PlaywrightResult {
  errors: PlaywrightError[];
  attachments?: { name: string; body?: string }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string; results: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Most lines of a browser log a failure shows; CI shows only the end of the output. */
const BROWSER_LINES = 8;

/** A page's state, as the browser log describes it (tests/e2e/support/browserLog.ts), in one line. */
function pageState(line: string): string {
  const match = /^(page \d+): (\{.*\})$/.exec(line);
  if (!match) return line;
  try {
    const state = JSON.parse(match[2]!) as Record<string, unknown> & { url: string; scripts?: string[] };
    const { scripts = [], ...rest } = state;
    const notLoaded = scripts.filter((script) => !/ 200 at /.test(script));
    const fields = Object.entries(rest).map(([key, value]) => `${key} ${JSON.stringify(value)}`);
    return `${match[1]}: ${fields.join(', ')}${notLoaded.length ? `, scripts not loaded ${JSON.stringify(notLoaded)}` : ''}`;
  } catch {
    return line;
  }
}

/**
 * What a failed test's browser did that may say why (errors, failed requests, requests never
 * answered, the pages' state at the end), from its 'browser-log' attachment: the last few lines.
 */
export function browserLogDigest(log: string, max = BROWSER_LINES): string[] {
  const notable = log
    .split('\n')
    .filter((line) => / error: |console\.error|request failed|\bgot [45]\d\d|still waiting|^page \d+: /.test(line))
    .map(pageState);
  return notable.slice(-max).map((line) => line.trim()).map((line) => `    | ${line.length > 400 ? `${line.slice(0, 400)} …` : line}`);
}

function attachedBrowserLog(result: PlaywrightResult): string {
  const attachment = result.attachments?.find((candidate) => candidate.name === 'browser-log' && candidate.body);
  return attachment ? Buffer.from(attachment.body!, 'base64').toString('utf8') : '';
}

export function playwrightFailures(dir = REPORTS): string[] {
  const report = readJson<{ suites: PlaywrightSuite[] }>(path.join(dir, 'playwright.json'));
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const errors = test.results.flatMap((result) => result.errors);
        const where = errors.find((error) => error.location)?.location;
        const at = where ? `, failed at ${path.basename(where.file)}:${where.line}` : '';
        const messages = errors.map((error) => firstLines(error.message ?? '', 5));
        const browser = test.results.flatMap((result) => browserLogDigest(attachedBrowserLog(result)));
        found.push([`${spec.file}:${spec.line} ${spec.title} (${test.status}${at})`, ...messages, ...browser].join('\n'));
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}

export function vitestFailures(dir = REPORTS): string[] {
  const report = readJson<Pick<VitestReport, 'testResults'>>(path.join(dir, 'vitest.json'));
  const found: string[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = file.assertionResults.filter((result) => result.status === 'failed');
    for (const result of failed) found.push(`${path.relative('.', file.name)} ${result.fullName}\n${firstLines(result.failureMessages.join('\n'))}`);
    if (failedOutsideTests(file)) found.push(`${path.relative('.', file.name)}\n${file.message ? firstLines(file.message) : '    failed outside its tests (its output is above)'}`);
  }
  return found;
}
