import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags that keep it from reaching for the (closed) network; without
 * the networking flags it hangs on lookups. Shared by the browser tests and the bench.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
let testChromiumHintShown = false;

/** The full browser, what a visitor runs: the bench and the screenshots measure and show it. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? FULL_BROWSER;
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return path;
}

/**
 * The browser tests' Chromium: Debian's headless shell (the same Blink and V8 in Chromium's old
 * headless mode, which Playwright itself runs for headless tests) when installed. The full
 * browser composites every frame through a software GPU process; the shell does not, and the
 * browser tests take about a quarter less time (issue 27). `CHROMIUM_PATH` chooses either.
 */
export function testChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (!testChromiumHintShown) {
    testChromiumHintShown = true;
    console.log(`Browser tests run in ${FULL_BROWSER}; apt-get install -y chromium-headless-shell makes them faster.`);
  }
  return chromiumPath();
}
