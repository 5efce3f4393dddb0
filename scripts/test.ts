/**
 * `npm test`: every check in one run, ending with one line `N passed, M failed`.
 * `npm run test:quick` (`--quick`): the inner loop's checks only, type check, lint and the unit and
 * component tests, with the same summary.
 * Type check, lint and build count as one check each; the test runners count their tests.
 * All steps run even after a failure, so one run shows everything that is wrong.
 *
 * The checks that do not depend on each other (type check, lint, knip, Deno, the build) run two
 * at a time, their output printed whole when each ends; the test runners then run one after the
 * other, each using every core.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightCount, playwrightFailures, REPORTS, vitestCount, vitestFailures, type Outcome } from './test/reports';

interface Step {
  name: string;
  /** The failed tests' titles and first error lines, read from the runner's report. */
  failures?: () => string[];
  /** Runs beside the other checks of its phase; its output is printed when it ends. */
  beside?: boolean;
  command: string[];
  env?: Record<string, string>;
  /** Reads the runner's report; without it the exit code decides one pass or one failure. */
  count?: (exitCode: number) => Outcome;
  /** Part of `--quick`, with these arguments added (and this name, where the step does less). */
  quick?: { args: string[]; name?: string };
}

const quick = process.argv.includes('--quick');

// The checks run beside each other longest first (the build, then lint), so the short ones fill the
// lane that frees first instead of the build starting last and running alone. The type check and
// knip start once one of those two has ended, after the build's Panda codegen has written the
// helpers they read.
const steps: Step[] = [
  { name: 'production build', beside: true, command: ['npx', 'tsx', 'scripts/build/build.ts'] },
  // The inner loop lints only what changed since its last run (by content; no rule here reads types,
  // and import-x/no-cycle reports a new cycle at the changed file's import). `npm test` lints all.
  {
    name: 'lint',
    beside: true,
    command: ['npx', 'eslint', '.', '--max-warnings', '0'],
    quick: { args: ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'] },
  },
  // TypeScript 7, the native compiler: the same diagnostics as 6 in a quarter of the time. The
  // `typescript` package stays 6 for the tools that use its API (typescript-eslint, knip).
  { name: 'type check', beside: true, command: ['node', 'node_modules/typescript-7/bin/tsc', '-b'], quick: { args: [] } },
  // Unused files, exports and dependencies (knip.json): found ones are removed, not collected.
  { name: 'dead-code check (knip)', beside: true, command: ['npx', 'knip', '--no-progress'] },
  // The edge function as hosted Supabase runs it: Deno's type check (no downloads, --no-remote).
  { name: 'edge function check (deno)', beside: true, command: ['npm', 'run', '--silent', 'check:functions'] },
  {
    name: 'unit and integration tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(REPORTS, 'vitest.json')}`],
    count: vitestCount,
    failures: vitestFailures,
    quick: { args: ['--project', 'unit', '--project', 'unit-isolated', '--project', 'components'], name: 'unit and component tests' },
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, 'playwright.json') },
    count: playwrightCount,
    failures: playwrightFailures,
  },
];

const chosen = quick
  ? steps.flatMap(({ quick: only, ...step }) => (only ? [{ ...step, name: only.name ?? step.name, command: [...step.command, ...only.args] }] : []))
  : steps;

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const BESIDE = 2;

interface Finished {
  step: Step;
  outcome: Outcome;
  seconds: number;
}

function run(step: Step, buffered: boolean): Promise<Finished> {
  const stepStarted = Date.now();
  if (!buffered) console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const [bin, ...args] = step.command as [string, ...string[]];
  const child = spawn(bin, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (exitCode: number) => {
      if (buffered) {
        console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const outcome = step.count ? step.count(exitCode) : { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
      resolve({ step, outcome, seconds: (Date.now() - stepStarted) / 1000 });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Runs the steps at most `limit` at a time, in their order. */
async function runBeside(group: Step[], limit: number): Promise<Finished[]> {
  const results: Finished[] = new Array(group.length);
  let next = 0;
  async function lane() {
    while (next < group.length) {
      const index = next++;
      results[index] = await run(group[index] as Step, true);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, group.length) }, lane));
  return results;
}

const started = Date.now();
const finished: Finished[] = [];
finished.push(...(await runBeside(chosen.filter((step) => step.beside), BESIDE)));
for (const step of chosen.filter((candidate) => !candidate.beside)) finished.push(await run(step, false));

const total: Outcome = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const { step, outcome, seconds } of finished) {
  total.passed += outcome.passed;
  total.failed += outcome.failed;
  total.skipped += outcome.skipped;
  lines.push(`${outcome.failed ? 'FAIL' : 'ok  '} ${step.name.padEnd(28)} ${outcome.passed} passed, ${outcome.failed} failed (${seconds.toFixed(1)} s)`);
}

const failures = finished.flatMap(({ step, outcome }) => (outcome.failed && step.failures ? step.failures() : []));
if (failures.length) {
  console.log('\n=== failures (the first lines of each; the whole output is above)');
  for (const failure of failures) console.log(failure);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed > 0 || !existsSync(REPORTS) ? 1 : 0);
