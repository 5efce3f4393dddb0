import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed bytes of all scripts the page loaded. */
  jsBytes: number;
  /** Compressed bytes of everything the page loaded. */
  totalBytes: number;
  /** The main thread's long tasks (over 50 ms at 4x CPU throttling), in order: script and cost. */
  longTasks: LongTask[];
  /** Main-thread time by kind of work (script evaluation, style and layout, parsing …), in ms. */
  mainThread: Record<string, number>;
  /** From the end of the LCP image's download to its paint (Lighthouse's "render delay"); null when the LCP element is text. */
  lcpRenderDelayMs: number | null;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). Its 4x CPU slowdown
   * assumes a desktop above 1000; on a slower host every simulated task, and so TBT and the score,
   * comes out slower than the phone it stands for (lighthouse/docs/throttling.md, "CPU throttling").
   */
  benchmarkIndex: number;
  /** Lighthouse's own failure (page hung, no paint …), when the run did not complete. */
  runtimeError?: string;
}

export interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}


/** A script's path without origin and query, or what Lighthouse calls a task without one. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url || 'unattributable';
  }
}

/** The LCP phases (TTFB, Load Delay, Load Time, Render Delay) from the audit's phase table, in ms. */
function lcpPhaseTimings(details: unknown): Record<string, number> {
  const tables = ((details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items ?? []);
  const phases = tables.flatMap((table) => table.items ?? []).filter((item) => typeof item.phase === 'string');
  return Object.fromEntries(phases.map((item) => [item.phase!, item.timing ?? NaN]));
}

/**
 * How the run slows the page down: `simulate` (Lighthouse's default) loads it at full speed and
 * computes the metrics for a slow phone from that trace; `devtools` really throttles the network
 * (slow 4G) and the CPU (4x) while the page loads, so the metrics are what happened.
 */
export type Throttling = 'simulate' | 'devtools';

/** One Lighthouse run with its default mobile settings in Debian's Chromium. */
export async function runLighthouse(url: string, throttling: Throttling = 'simulate'): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const config = throttling === 'simulate' ? undefined : { extends: 'lighthouse:default', settings: { throttlingMethod: throttling } };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const longTaskItems = ((audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? []);
    const longTasks = longTaskItems.map((item) => ({ url: shortUrl(item.url ?? ''), startMs: Math.round(item.startTime ?? 0), durationMs: Math.round(item.duration ?? 0) }));
    const breakdown = ((audits['mainthread-work-breakdown']?.details as { items?: { groupLabel?: string; group?: string; duration?: number }[] } | undefined)?.items ?? []);
    const mainThread = Object.fromEntries(breakdown.map((item) => [item.groupLabel ?? item.group ?? '?', Math.round(item.duration ?? 0)]));
    const lcpPhases = lcpPhaseTimings(audits['largest-contentful-paint-element']?.details);
    const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      jsBytes,
      longTasks,
      mainThread,
      lcpRenderDelayMs: lcpPhases['Load Time'] ? Math.round(lcpPhases['Render Delay'] ?? NaN) : null,
      totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? NaN),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      ...(result.lhr.runtimeError ? { runtimeError: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run whose performance score is the median of the completed runs (all runs if none completed). */
export function medianRun(runs: PageFigures[]): PageFigures {
  const completed = runs.filter((run) => !run.runtimeError && Number.isFinite(run.lcpMs));
  const sorted = [...(completed.length ? completed : runs)].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

