/**
 * `npm run bench`: builds the site, serves it, and measures /, /sale, /galerie and the first album
 * page with Lighthouse (mobile, simulated throttling, median of 3 runs), with the in-memory local
 * backend and its demo content. Prints a table, each page's long tasks and main-thread breakdown,
 * the offline-reload timing, and writes bench/results.json.
 * Budgets (DESIGN.md section 9) are reported, not asserted: this is a measurement, not a test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureBuild } from '../build/ensureBuild';
import { medianRun, runLighthouse, type PageFigures } from './lighthouseRun';
import { measureOfflineReloads, type OfflineFigure } from './offlineTiming';

/** `/galerie/first` stands for the first album of the demo content. */
const PATH_NAMES = process.env.BENCH_PATHS?.split(',') ?? ['/', '/sale', '/galerie', '/galerie/first'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { jsKB: 150, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 200, lcpMs: 2500, cls: 0 };

await ensureBuild();
// /sale and /galerie read from the backend: measure them with the demo content, as visitors see it.
const site = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servedSite.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: site.stdout }).once('line', resolve);
  site.once('exit', (code) => reject(new Error(`the served site stopped (exit code ${code})`)));
});
const { origin, backendUrl, anonKey } = JSON.parse(firstLine) as { origin: string; backendUrl: string; anonKey: string };
const firstAlbum = (await (await fetch(`${backendUrl}/rest/v1/albums?select=id&order=created_at.asc&limit=1`, { headers: { apikey: anonKey } })).json()) as { id: string }[];
const PATHS = PATH_NAMES.map((path) => (path === '/galerie/first' ? `/galerie/${firstAlbum[0]?.id ?? 'none'}` : path));

const results: Record<string, PageFigures & { runs: number }> = {};
let offline: OfflineFigure[];
try {
  for (const path of PATHS) {
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated once.
      let run = await runLighthouse(origin + path);
      if (run.runtimeError) {
        console.log(`${path}: run ${i + 1} did not complete (${run.runtimeError}); repeating it`);
        run = await runLighthouse(origin + path);
      }
      runs.push(run);
    }
    results[path] = { ...medianRun(runs), runs: RUNS };
  }
  offline = await measureOfflineReloads(origin, PATHS);
} finally {
  site.kill('SIGTERM');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = Object.entries(results).map(([path, r]) => [
  path,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  `${r.lcpMs} ms`,
  r.cls,
  `${r.tbtMs} ms`,
  `${kb(r.jsBytes)} KB`,
  `${kb(r.totalBytes)} KB`,
]);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'JS (compressed)', 'total'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells: (string | number)[]) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nLighthouse ${RUNS}x per page (median by performance), mobile, simulated throttling, Debian Chromium`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(
  `budgets: JS <= ${BUDGET.jsKB} KB, performance >= ${BUDGET.performance}, TBT <= ${BUDGET.tbtMs} ms, LCP <= ${BUDGET.lcpMs} ms, CLS ${BUDGET.cls}, accessibility/best practices/SEO = 100`,
);
for (const [path, r] of Object.entries(results)) {
  const misses = [
    r.jsBytes > BUDGET.jsKB * 1024 && `JS ${kb(r.jsBytes)} KB`,
    r.performance < BUDGET.performance && `performance ${r.performance}`,
    r.accessibility < 100 && `accessibility ${r.accessibility}`,
    r.bestPractices < 100 && `best practices ${r.bestPractices}`,
    r.seo < 100 && `SEO ${r.seo}`,
    r.tbtMs > BUDGET.tbtMs && `TBT ${r.tbtMs} ms`,
    r.lcpMs > BUDGET.lcpMs && `LCP ${r.lcpMs} ms`,
    r.cls > BUDGET.cls && `CLS ${r.cls}`,
  ].filter(Boolean);
  console.log(`${path}: ${misses.length ? `over budget: ${misses.join(', ')}` : 'within budget'}`);
}
console.log('\nLong tasks of the median run (4x CPU throttling), and main-thread time by kind of work:');
for (const [path, r] of Object.entries(results)) {
  console.log(`  ${path}: ${r.longTasks.length ? r.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${task.url})`).join('; ') : 'none'}`);
  console.log(`    ${Object.entries(r.mainThread).map(([kind, ms]) => `${kind} ${ms} ms`).join(', ')}`);
}
console.log('\nOffline reload of a page visited before (service worker + Dexie, network cut), median of 5, no CPU throttling:');
for (const figure of offline) console.log(`  ${figure.path}: ${figure.medianMs} ms (runs: ${figure.runsMs.join(', ')} ms)`);
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, budget: BUDGET, results, offline }, null, 2)}\n`);
console.log('written to bench/results.json');
