/**
 * `npm test`: every check in one run, ending with one line `N passed, M failed`.
 * Type check, lint and build count as one check each; the test runners count their tests.
 * All steps run even after a failure, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the runner's report; without it the exit code decides one pass or one failure. */
  count?: (exitCode: number) => Outcome;
}

const REPORTS = path.resolve('test-results', 'reports');

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function vitestCount(exitCode: number): Outcome {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(
    path.join(REPORTS, 'vitest.json'),
  );
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // A crash outside any test (a broken import) still fails the run.
  const failed = report.numFailedTests || (exitCode !== 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCount(exitCode: number): Outcome {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    path.join(REPORTS, 'playwright.json'),
  );
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + flaky || (exitCode !== 0 ? 1 : 0);
  return { passed: expected, failed, skipped };
}

const steps: Step[] = [
  { name: 'type check', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  // Unused files, exports and dependencies (knip.json): found ones are removed, not collected.
  { name: 'dead-code check (knip)', command: ['npx', 'knip', '--no-progress'] },
  // The edge function as hosted Supabase runs it: Deno's type check (no downloads, --no-remote).
  { name: 'edge function check (deno)', command: ['npm', 'run', '--silent', 'check:functions'] },
  {
    name: 'unit and integration tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(REPORTS, 'vitest.json')}`],
    count: vitestCount,
  },
  { name: 'production build', command: ['npx', 'tsx', 'scripts/build/build.ts'] },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, 'playwright.json') },
    count: playwrightCount,
  },
];

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = Date.now();
const total: Outcome = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const [bin, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const exitCode = result.status ?? 1;
  const outcome = step.count ? step.count(exitCode) : { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  total.passed += outcome.passed;
  total.failed += outcome.failed;
  total.skipped += outcome.skipped;
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  lines.push(`${outcome.failed ? 'FAIL' : 'ok  '} ${step.name.padEnd(28)} ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed > 0 || !existsSync(REPORTS) ? 1 : 0);
