import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * How long `npm start` may take to come up: 12.5 s beside a full test run and two CPU-bound
 * processes, and more than 45 s in a loaded run of .ci/run in a fresh clone (where tsx compiles the
 * scripts and the backend for the first time, beside the other integration files' databases).
 */
export const NPM_START_DEADLINE_MS = 90_000;
/** For a test hook that starts it: the deadline, and time to stop it and report what it printed. */
export const NPM_START_HOOK_TIMEOUT_MS = NPM_START_DEADLINE_MS + 20_000;
/** How often `npm start` is started on new ports when one of its ports was taken meanwhile. */
const PORT_ATTEMPTS = 3;
/** How long a stopped process may take to exit before it is killed. */
const EXIT_GRACE_MS = 5_000;

export interface RunningStart {
  sitePort: number;
  backendPort: number;
  /** What the process printed so far. */
  output(): string;
  /** Sends SIGTERM (SIGKILL if it has not exited 5 s later) and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stops it if it still runs and removes the stand-in build. */
  cleanUp(): Promise<void>;
}

/**
 * `npm start` as a user runs it, on free ports, serving a stand-in build (newer than every source,
 * so nothing is built) with the embedded backend in memory. One process (no npx or tsx wrapper in
 * between), so a signal reaches the server itself. Resolves once the site is up.
 */
export async function startNpmStart(attempt = 1): Promise<RunningStart> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'wichtrey-start-'));
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><html><head><title>home</title></head></html>');
  writeFileSync(path.join(outDir, 'app-shell.html'), '<!doctype html><html><head><title>shell</title></head></html>');
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(sitePort), SUPABASE_PORT: String(backendPort), LOCAL_DATA_DIR: ':memory:', BUILD_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A process that has exited has an exit code or, killed by a signal, a signal code.
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (exited()) return child.exitCode;
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // A stop that hangs would hide why the start failed behind the hook's timeout.
    const kill = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
    const code = await exit;
    clearTimeout(kill);
    return code;
  };
  const started = Date.now();
  while (!output.includes('Wichtrey website:')) {
    if (exited()) {
      rmSync(outDir, { recursive: true, force: true });
      // A free port found is free only until someone takes it: another test's backend, listening on
      // port 0 meanwhile, took one once (EADDRINUSE in a full run). New ports are tried twice more.
      if (output.includes('EADDRINUSE') && attempt < PORT_ATTEMPTS) return startNpmStart(attempt + 1);
      throw new Error(`npm start exited early:\n${output}`);
    }
    if (Date.now() - started > NPM_START_DEADLINE_MS) {
      await stop();
      throw new Error(`npm start did not come up in ${NPM_START_DEADLINE_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    sitePort,
    backendPort,
    output: () => output,
    stop,
    async cleanUp() {
      await stop();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
