/**
 * `npm run bench`: builds the site, serves it, and measures /, /sale, /galerie and the first album
 * page with Lighthouse (mobile, simulated throttling, median of 3 runs), with the in-memory local
 * backend and its demo content. Beside them, as floors, the same HTML, CSS and images as / with
 * every script removed (`/bench-no-js/`), and /galerie as a phone shows it once loaded, saved
 * without scripts (`/bench-static-galerie/`; staticCopy.ts), both written into the build for the
 * run. Runs are interleaved (one of each page, then the next round), so a machine that slows down
 * mid-run slows all pages alike; one uncounted load of each page comes first. Prints a table, each
 * page's long tasks before LCP and main-thread breakdown, the same pages measured once more with
 * throttling applied (see APPLIED_RUNS), the offline-reload timing, the host's CPU as Lighthouse
 * rates it and the chat's own reply to the longest messages it takes, and writes bench/results.json.
 * Budgets (DESIGN.md section 9) are reported, not asserted: this is a measurement, not a test.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureBuild } from '../build/ensureBuild';
import { OUT_DIR } from '../build/outDir';
import { medianRun, runLighthouse, type PageFigures } from './lighthouseRun';
import { MAX_MESSAGE_LENGTH } from '../../chat-knowledge/messageLimit';
import { CHAT_SALE_SIZE, measureChatReplies } from './chatTiming';
import { measureOfflineReloads, type OfflineFigure } from './offlineTiming';
import { staticCopy, withoutScripts } from './staticCopy';

/** `/galerie/first` stands for the first album of the demo content. */
const PATH_NAMES = process.env.BENCH_PATHS?.split(',') ?? ['/', '/sale', '/galerie', '/galerie/first'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Simulated throttling computes a slow phone's timeline from a fast load: each script's work is
 * placed after its download, as if nothing else held it back. The app's entry waits for the first
 * view to be painted before it loads the app (src/lib/firstView.ts); the simulation does not know
 * that and may put the app's work before the paint. Runs with throttling applied (the page really
 * loads on slow 4G with a 4x slower CPU) show what happens instead. The scores, TBT, LCP and CLS
 * are judged on the simulated runs; the two budgets that are intervals on the page's own timeline
 * (LCP after its image arrived, no long task of ours before LCP) on the applied runs, because the
 * simulation does not measure them: Lighthouse scales the observed image-to-paint gap by simulated
 * over observed LCP (core/computed/metrics/lcp-breakdown.js), so two frames of a fast load read
 * 300-900 ms, on the script-free floors too, and it orders script work by download alone.
 */
const APPLIED_RUNS = Number(process.env.BENCH_APPLIED_RUNS ?? RUNS);
// Issue 28 tightened DESIGN.md section 9: 100 KB of JavaScript on the first visit of / (the one page
// it limits; the data pages load the app's data layer too), TBT 100 ms, LCP within 300 ms of the LCP
// image's arrival.
const JS_BUDGET_PATH = '/';
// KB as 1,000 bytes, the stricter reading of the two (budget.spec.ts counts the same way).
const BUDGET = { jsKB: 100, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 100, lcpMs: 2500, cls: 0, renderDelayMs: 300 };

await ensureBuild();
const NO_JS_PATH = '/bench-no-js/';
const STATIC_GALLERY_PATH = '/bench-static-galerie/';
const FLOORS = [NO_JS_PATH, STATIC_GALLERY_PATH];
const floorFile = (floor: string) => path.join(OUT_DIR, floor, 'index.html');
function writeFloor(floor: string, html: string) {
  mkdirSync(path.dirname(floorFile(floor)), { recursive: true });
  writeFileSync(floorFile(floor), html);
}
// The floor of /: the page as the browser gets it, minus every script and script preload.
writeFloor(NO_JS_PATH, withoutScripts(readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8')));
// /sale and /galerie read from the backend: measure them with the demo content, as visitors see it.
const site = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servedSite.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: site.stdout }).once('line', resolve);
  site.once('exit', (code) => reject(new Error(`the served site stopped (exit code ${code})`)));
});
const { origin, backendUrl, anonKey } = JSON.parse(firstLine) as { origin: string; backendUrl: string; anonKey: string };
const firstAlbum = (await (await fetch(`${backendUrl}/rest/v1/albums?select=id&order=created_at.asc&limit=1`, { headers: { apikey: anonKey } })).json()) as { id: string }[];
const PATHS = [...PATH_NAMES.map((name) => (name === '/galerie/first' ? `/galerie/${firstAlbum[0]?.id ?? 'none'}` : name)), ...FLOORS];

const results: Record<string, PageFigures & { runs: number }> = {};
const applied: Record<string, PageFigures & { runs: number }> = {};
let offline: OfflineFigure[];
let hostIndexes: number[];
try {
  // The floor of the data pages: /galerie with its demo albums, as static HTML.
  writeFloor(STATIC_GALLERY_PATH, await staticCopy(`${origin}/galerie`));
  // The local backend resizes each image on its first request (80-110 ms of CPU each, about 4 s for
  // a data page's first load on this 2-core host), beside the page's own work; a hosted backend
  // serves its renditions from a cache. One load of each page, not counted, warms that cache.
  for (const page of PATHS.filter((each) => !FLOORS.includes(each))) await runLighthouse(origin + page);
  const runsByPath = new Map<string, PageFigures[]>(PATHS.map((page) => [page, []]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PATHS) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated once.
      let run = await runLighthouse(origin + page);
      if (run.runtimeError) {
        console.log(`${page}: run ${i + 1} did not complete (${run.runtimeError}); repeating it`);
        run = await runLighthouse(origin + page);
      }
      runsByPath.get(page)!.push(run);
    }
  }
  for (const [page, runs] of runsByPath) results[page] = { ...medianRun(runs), runs: RUNS };
  hostIndexes = [...runsByPath.values()].flat().map((run) => run.benchmarkIndex).filter(Number.isFinite);
  const appliedByPath = new Map<string, PageFigures[]>(PATHS.map((page) => [page, []]));
  for (let i = 0; i < APPLIED_RUNS; i += 1) {
    for (const page of PATHS) appliedByPath.get(page)!.push(await runLighthouse(origin + page, 'devtools'));
  }
  for (const [page, runs] of appliedByPath) if (runs.length > 0) applied[page] = { ...medianRun(runs), runs: APPLIED_RUNS };
  offline = await measureOfflineReloads(origin, PATHS.filter((page) => !FLOORS.includes(page)));
} finally {
  site.kill('SIGTERM');
  for (const floor of FLOORS) rmSync(path.dirname(floorFile(floor)), { recursive: true, force: true });
}

// Measured once the site is stopped, on a quiet CPU.
const chat = measureChatReplies();

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
  r.lcpRenderDelayMs === null ? 'text' : `${r.lcpRenderDelayMs} ms`,
  `${kb(r.jsBytes)} KB`,
  `${kb(r.totalBytes)} KB`,
]);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'image → LCP', 'JS (compressed)', 'total'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells: (string | number)[]) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nLighthouse ${RUNS}x per page (median by performance), mobile, simulated throttling, Debian Chromium`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(
  `budgets: JS <= ${BUDGET.jsKB * 1000} bytes on ${JS_BUDGET_PATH} (Lighthouse leaves the service worker out; budget.spec.ts counts it in), performance >= ${BUDGET.performance}, TBT <= ${BUDGET.tbtMs} ms, LCP <= ${BUDGET.lcpMs} ms and <= ${BUDGET.renderDelayMs} ms after its image arrived, no long task of our scripts before LCP, CLS ${BUDGET.cls}, accessibility/best practices/SEO = 100`,
);
// Lighthouse's own threshold (core/gather/driver/environment.js): at or below it, it warns that the
// host is slower than its 4x CPU slowdown assumes.
const SLOW_HOST_INDEX = 1000;
const sortedIndexes = [...hostIndexes].sort((a, b) => a - b);
const hostIndex = sortedIndexes[Math.floor(sortedIndexes.length / 2)];
if (hostIndex !== undefined) {
  console.log(`host CPU: Lighthouse benchmarkIndex ${hostIndex} (median of ${sortedIndexes.length} runs, ${sortedIndexes[0]}-${sortedIndexes.at(-1)})`);
  if (hostIndex <= SLOW_HOST_INDEX) {
    console.log(
      `  at or below ${SLOW_HOST_INDEX}, Lighthouse's mark of a host too slow for its 4x CPU slowdown: every simulated task, TBT and the scores come out slower than the phone they stand for. Compare these figures with the floors beside them, and budgets only on a faster host.`,
    );
  }
}
/** The static /galerie's own figure, beside a data page's: what the browser costs without any script. */
function besideStaticFloor(): string {
  const floor = results[STATIC_GALLERY_PATH]?.lcpRenderDelayMs;
  return floor == null ? '' : ` (static HTML of /galerie: ${floor} ms)`;
}
/** Long tasks as the bench prints them: duration, start and script, or 'none'. */
const formatTasks = (tasks: PageFigures['longTasks']) => (tasks.length ? tasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${task.url})`).join('; ') : 'none');
const tasksBeforeLcp = (r: PageFigures) => r.longTasks.filter((task) => task.startMs < r.lcpMs);
/** The budgets that are intervals on the page's timeline: the LCP image's paint after its arrival, our work before LCP. */
function timelineMisses(r: PageFigures): string[] {
  // Our own scripts are the build's assets; the document's parse and the browser's work are not ours.
  const ownTasks = tasksBeforeLcp(r).filter((task) => task.url.startsWith('/assets/'));
  return [
    ...(r.lcpRenderDelayMs !== null && r.lcpRenderDelayMs > BUDGET.renderDelayMs ? [`LCP ${r.lcpRenderDelayMs} ms after its image arrived`] : []),
    ...(ownTasks.length > 0 ? [`our long tasks before LCP: ${formatTasks(ownTasks)}`] : []),
  ];
}
for (const [path, r] of Object.entries(results)) {
  const misses = [
    path === JS_BUDGET_PATH && r.jsBytes > BUDGET.jsKB * 1000 && `JS ${r.jsBytes.toLocaleString('en')} bytes`,
    r.performance < BUDGET.performance && `performance ${r.performance}`,
    r.accessibility < 100 && `accessibility ${r.accessibility}`,
    r.bestPractices < 100 && `best practices ${r.bestPractices}`,
    r.seo < 100 && `SEO ${r.seo}`,
    r.tbtMs > BUDGET.tbtMs && `TBT ${r.tbtMs} ms`,
    r.lcpMs > BUDGET.lcpMs && `LCP ${r.lcpMs} ms`,
    r.cls > BUDGET.cls && `CLS ${r.cls}`,
    ...(applied[path] ? timelineMisses(applied[path]) : timelineMisses(r).map((miss) => `${miss}${path === STATIC_GALLERY_PATH ? '' : besideStaticFloor()} (simulated)`)),
  ].filter(Boolean);
  const basis = applied[path] ? `; image → LCP and long tasks before LCP judged with throttling applied (below)` : '';
  console.log(`${path}: ${misses.length ? `over budget: ${misses.join(', ')}` : 'within budget'}${basis}`);
}
// The floors run no script: where they miss the TBT or score budget, the host's own parsing, style
// and layout did (a host that read 0 ms on the no-JS copy of / once read 92-171 ms hours later,
// benchmarkIndex above 2000 both times, and a build that had scored 99 then scored 77-97).
const slowFloors = FLOORS.filter((floor) => results[floor] && (results[floor].tbtMs > BUDGET.tbtMs || results[floor].performance < BUDGET.performance));
if (slowFloors.length > 0) {
  console.log(`the floors without scripts miss the budgets themselves (${slowFloors.join(', ')}): this host renders too slowly now to judge the pages against the budgets; compare them with the floors, or run again later.`);
}
console.log('\nLong tasks of the median run (4x CPU throttling) before LCP, then after it, and main-thread time by kind of work:');
for (const [path, r] of Object.entries(results)) {
  console.log(`  ${path} before LCP: ${formatTasks(tasksBeforeLcp(r))}`);
  console.log(`    after LCP: ${formatTasks(r.longTasks.filter((task) => task.startMs >= r.lcpMs))}`);
  console.log(`    ${Object.entries(r.mainThread).map(([kind, ms]) => `${kind} ${ms} ms`).join(', ')}`);
}
if (APPLIED_RUNS > 0) console.log(`\nThe same pages with throttling applied (slow 4G and 4x CPU while the page loads), ${APPLIED_RUNS}x, median by performance:`);
for (const [path, r] of Object.entries(applied)) {
  const delay = r.lcpRenderDelayMs === null ? 'LCP is text' : `image → LCP ${r.lcpRenderDelayMs} ms`;
  console.log(`  ${path}: performance ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ${delay}${r.runtimeError ? ` (${r.runtimeError})` : ''}`);
  // Whether these meet the interval budgets is in the page's budget line above.
  console.log(`    long tasks before LCP: ${formatTasks(tasksBeforeLcp(r))}`);
}
console.log('\nOffline reload of a page visited before (service worker + Dexie, network cut), median of 5, no CPU throttling:');
for (const figure of offline) console.log(`  ${figure.path}: ${figure.medianMs} ms (runs: ${figure.runsMs.join(', ')} ms)`);
console.log(`\nThe chat's own reply (chat-knowledge: the chat function without a model, the device's answer offline) to messages of ${MAX_MESSAGE_LENGTH} characters, median of 5, no CPU throttling:`);
for (const figure of chat) console.log(`  ${figure.kind}: ${figure.medianMs} ms, with ${CHAT_SALE_SIZE} offers on sale ${figure.withSaleMs} ms`);
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, hostBenchmarkIndex: hostIndex, budget: BUDGET, results, applied, offline, chat }, null, 2)}\n`);
console.log('written to bench/results.json');
