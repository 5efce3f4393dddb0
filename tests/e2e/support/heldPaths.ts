import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Lets a test keep the worker's server from answering one path until it lets go, as a link that
 * stalls on that file would. Unlike a route (`context.route`) it leaves the browser's request
 * interception off: under interception every request of the context passes through the test's
 * process with the HTTP cache off, and pages a service worker controls are not meant to run that
 * way (microsoft/playwright#7588); once, a page's own modules never arrived while a route held the
 * worker's precache (pwa.spec, 2026-12-02).
 */
export class HeldPaths {
  private readonly held = new Map<string, { released: Promise<void>; release: () => void }>();

  /** Puts itself before the server's own handler. */
  constructor(server: Server) {
    const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const pathname = new URL(req.url ?? '/', 'http://server').pathname;
      const answer = () => handlers.forEach((handler) => handler.call(server, req, res));
      const hold = this.held.get(pathname);
      if (hold) void hold.released.then(answer);
      else answer();
    });
  }

  /** Holds `pathname`'s answers (whatever the query) until `release` is called. */
  hold(pathname: string): () => void {
    this.release(pathname);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.held.set(pathname, { released, release });
    return () => this.release(pathname);
  }

  private release(pathname: string): void {
    this.held.get(pathname)?.release();
    this.held.delete(pathname);
  }

  /** Lets everything go: a test that fails while holding must not stall the worker's next tests. */
  releaseAll(): void {
    for (const pathname of [...this.held.keys()]) this.release(pathname);
  }
}
