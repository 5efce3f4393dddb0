import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy between the app and the local backend that, when flaky, fails a share of the write
 * requests in the two ways a showroom's Wi-Fi does: the request never arrives (connection cut
 * before forwarding), or it arrives and is applied but the answer is lost (connection cut after
 * the backend answered). Deterministic: every `everyNth` write fails, alternating the two ways.
 */
export interface FlakyProxy {
  url: string;
  setFlaky(flaky: boolean): void;
  /**
   * Decides each write instead of the every-nth rule while flaky (a seeded random run): cut it
   * before the backend sees it, lose its answer, or let it through (null).
   */
  setDecide(decide: (() => 'drop' | 'loseAnswer' | null) | null): void;
  /** Requests that reached the backend, by "METHOD path". */
  forwarded: string[];
  failures: { dropped: number; lostAnswers: number };
  close(): Promise<void>;
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export async function startFlakyProxy(target: string, everyNth = 3): Promise<FlakyProxy> {
  const backend = new URL(target);
  let flaky = false;
  let writes = 0;
  let decide: (() => 'drop' | 'loseAnswer' | null) | null = null;
  const forwarded: string[] = [];
  const failures = { dropped: 0, lostAnswers: 0 };

  function forward(req: IncomingMessage, res: ServerResponse, loseAnswer: boolean) {
    const upstream = httpRequest(
      { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: { ...req.headers, host: backend.host } },
      (answer) => {
        if (loseAnswer) {
          failures.lostAnswers += 1;
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.socket?.destroy());
    forwarded.push(`${req.method} ${req.url}`);
    req.pipe(upstream);
  }

  const server: Server = createServer((req, res) => {
    const isWrite = WRITE_METHODS.has(req.method ?? '') && !req.url?.startsWith('/auth/');
    if (flaky && isWrite && decide) {
      const fault = decide();
      if (fault === 'drop') {
        failures.dropped += 1;
        req.resume();
        req.on('end', () => res.socket?.destroy());
        return;
      }
      forward(req, res, fault === 'loseAnswer');
      return;
    }
    if (flaky && isWrite) {
      writes += 1;
      if (writes % everyNth === 0) {
        // Alternate: cut before the backend sees it, then cut after it applied the request.
        if ((writes / everyNth) % 2 === 1) {
          failures.dropped += 1;
          req.resume();
          req.on('end', () => res.socket?.destroy());
          return;
        }
        forward(req, res, true);
        return;
      }
    }
    forward(req, res, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFlaky: (value) => {
      flaky = value;
    },
    setDecide: (value) => {
      decide = value;
    },
    forwarded,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
