import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../../playwright.config';
import { playwrightCount, playwrightFailures, REPORTS, vitestCount, vitestFailures } from '../../../scripts/test/reports';

function reportsDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

const failedSpec = {
  title: 'conflict: both choices work',
  file: 'offline-staff.spec.ts',
  line: 120,
  tests: [{ status: 'unexpected', results: [{ errors: [{ message: '\u001b[31mError: expect(locator).toHaveAccessibleName(expected) failed\u001b[39m\n\nLocator: getByTestId(\'sync-status\')\n' + 'more\n'.repeat(40) }] }] }],
};
const passedSpec = { title: 'passes', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ errors: [] }] }] };

describe("npm test's failure list", () => {
  it("names a failed browser test with its error's first lines, without colour codes, nested suites included", () => {
    const dir = reportsDir({ 'playwright.json': { suites: [{ title: 'file', specs: [passedSpec], suites: [{ title: 'block', specs: [failedSpec] }] }], stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 } } });
    const [failure, ...rest] = playwrightFailures(dir);
    expect(rest).toEqual([]);
    expect(failure).toContain('offline-staff.spec.ts:120 conflict: both choices work (unexpected)');
    expect(failure).toContain('    Error: expect(locator).toHaveAccessibleName(expected) failed');
    expect(failure).not.toContain('\u001b');
    expect(failure!.split('\n').length).toBeLessThan(15);
    expect(playwrightCount(1, dir)).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it("adds where it failed and the last of what its browser did that may say why, page states in one line", () => {
    const log = [
      '   201 ms  page 1 navigated to http://127.0.0.1:4000/',
      '   635 ms  page 1 request failed (net::ERR_FAILED): GET http://127.0.0.1:4000/assets/ChatDialog-1.js',
      '   636 ms  page 1 error: Failed to fetch dynamically imported module',
      '   700 ms  page 1 console.warning: Service Worker registration blocked by Playwright',
      'page 1: ' + JSON.stringify({ url: 'http://127.0.0.1:4000/', hydrated: true, scripts: ['/early.js 200 at 157 ms', '/assets/ChatDialog-1.js 0 at 533 ms'], modulesNotArrived: [] }),
    ].join('\n');
    const spec = {
      ...failedSpec,
      tests: [{ status: 'unexpected', results: [{ errors: [{ message: 'Error: expect(locator).toBeVisible() failed', location: { file: '/repo/tests/e2e/chat.spec.ts', line: 13 } }], attachments: [{ name: 'browser-log', body: Buffer.from(log).toString('base64') }] }] }],
    };
    const dir = reportsDir({ 'playwright.json': { suites: [{ title: 'file', specs: [spec] }], stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 } } });
    const lines = playwrightFailures(dir)[0]!.split('\n');
    expect(lines[0]).toBe('offline-staff.spec.ts:120 conflict: both choices work (unexpected, failed at chat.spec.ts:13)');
    expect(lines.slice(2)).toEqual([
      '    | 635 ms  page 1 request failed (net::ERR_FAILED): GET http://127.0.0.1:4000/assets/ChatDialog-1.js',
      '    | 636 ms  page 1 error: Failed to fetch dynamically imported module',
      '    | page 1: url "http://127.0.0.1:4000/", hydrated true, modulesNotArrived [], scripts not loaded ["/assets/ChatDialog-1.js 0 at 533 ms"]',
    ]);
  });

  it('names a failed unit test, and a file that failed outside any test', () => {
    const dir = reportsDir({
      'vitest.json': {
        testResults: [
          { name: path.resolve('tests/unit/a.test.ts'), assertionResults: [{ fullName: 'a adds', status: 'failed', failureMessages: ['AssertionError: expected 3 to be 4'] }] },
          { name: path.resolve('tests/unit/b.test.ts'), message: 'Failed to load ./missing', assertionResults: [] },
          { name: path.resolve('tests/unit/c.test.ts'), assertionResults: [{ fullName: 'c works', status: 'passed', failureMessages: [] }] },
        ],
      },
    });
    expect(vitestFailures(dir)).toEqual([
      `${path.join('tests', 'unit', 'a.test.ts')} a adds\n    AssertionError: expected 3 to be 4`,
      `${path.join('tests', 'unit', 'b.test.ts')}\n    Failed to load ./missing`,
    ]);
  });

  it('counts each file that failed outside its tests (its tests skipped) as a failure of its own, and names it', () => {
    const skipped = { fullName: 'x works', status: 'skipped', failureMessages: [] };
    const dir = reportsDir({
      'vitest.json': {
        numPassedTests: 1,
        numFailedTests: 0,
        numPendingTests: 3,
        numTodoTests: 0,
        testResults: [
          { name: path.resolve('tests/integration/a.test.ts'), status: 'failed', message: "ENOENT: no such file or directory, rename 'x.tmp'", assertionResults: [skipped, skipped] },
          { name: path.resolve('tests/integration/b.test.ts'), status: 'failed', assertionResults: [skipped] },
          { name: path.resolve('tests/integration/c.test.ts'), status: 'passed', assertionResults: [{ fullName: 'c works', status: 'passed', failureMessages: [] }] },
        ],
      },
    });
    expect(vitestCount(1, dir)).toEqual({ passed: 1, failed: 2, skipped: 3 });
    expect(vitestFailures(dir)).toEqual([
      `${path.join('tests', 'integration', 'a.test.ts')}\n    ENOENT: no such file or directory, rename 'x.tmp'`,
      `${path.join('tests', 'integration', 'b.test.ts')}\n    failed outside its tests (its output is above)`,
    ]);
  });

  it('reports nothing, not a crash, when a runner left no report', () => {
    const dir = reportsDir({});
    expect(playwrightFailures(dir)).toEqual([]);
    expect(vitestFailures(dir)).toEqual([]);
    expect(playwrightCount(0, dir)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('where the reports live', () => {
  it("outside Playwright's output folder, which it empties as it starts (the unit tests' report is read after the browser tests)", () => {
    const output = path.resolve(playwrightConfig.outputDir ?? 'test-results');
    expect(path.relative(output, REPORTS).startsWith('..')).toBe(true);
  });
});
