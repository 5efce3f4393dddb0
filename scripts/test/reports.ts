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

export function vitestCount(exitCode: number, dir = REPORTS): Outcome {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(
    path.join(dir, 'vitest.json'),
  );
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // A crash outside any test (a broken import) still fails the run.
  const failed = report.numFailedTests || (exitCode !== 0 ? 1 : 0);
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

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function playwrightFailures(dir = REPORTS): string[] {
  const report = readJson<{ suites: PlaywrightSuite[] }>(path.join(dir, 'playwright.json'));
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const errors = test.results.flatMap((result) => result.errors).map((error) => firstLines(error.message ?? ''));
        found.push(`${spec.file}:${spec.line} ${spec.title} (${test.status})\n${errors.join('\n')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}

export function vitestFailures(dir = REPORTS): string[] {
  const report = readJson<{ testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[] }>(
    path.join(dir, 'vitest.json'),
  );
  const found: string[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = file.assertionResults.filter((result) => result.status === 'failed');
    for (const result of failed) found.push(`${path.relative('.', file.name)} ${result.fullName}\n${firstLines(result.failureMessages.join('\n'))}`);
    if (!failed.length && file.message) found.push(`${path.relative('.', file.name)}\n${firstLines(file.message)}`);
  }
  return found;
}
