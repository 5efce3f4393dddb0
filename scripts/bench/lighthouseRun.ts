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
  /** Lighthouse's own failure (page hung, no paint …), when the run did not complete. */
  runtimeError?: string;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}


/** One Lighthouse run with its default mobile settings (simulated throttling) in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
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
      totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? NaN),
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

