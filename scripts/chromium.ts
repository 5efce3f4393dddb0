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

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return path;
}
