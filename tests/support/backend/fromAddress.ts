import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * An HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …), so that the
 * server sees a different client address per test, the way distinct visitors look to it. Linux
 * (the project's platform, see README) routes all of 127.0.0.0/8 to the loopback interface.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Waits, if needed, until the current fixed window of `windowSeconds` (aligned like the database's
 * rate counters) has at least `marginMs` left, so a test's requests all fall into one window.
 */
export async function awayFromWindowEnd(windowSeconds: number, marginMs = 5000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Runs `attempt` again should a window's end of `windowSeconds` (aligned like the database's rate
 * counters) fall inside a run that failed: that run met two budgets, so its failure proves nothing.
 * Each attempt must start from fresh counters. Cheaper than `awayFromWindowEnd`, which waits up to
 * its whole margin before every run to prevent what happens to a few runs in a hundred.
 */
export async function inOneWindow(windowSeconds: number, attempt: () => Promise<void>): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowNow = () => Math.floor(Date.now() / windowMs);
  for (let run = 1; ; run += 1) {
    const started = windowNow();
    try {
      await attempt();
      return;
    } catch (error) {
      if (windowNow() === started || run === 3) throw error;
    }
  }
}
