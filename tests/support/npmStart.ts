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

export interface RunningStart {
  sitePort: number;
  backendPort: number;
  /** What the process printed so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stops it if it still runs and removes the stand-in build. */
  cleanUp(): Promise<void>;
}

/**
 * `npm start` as a user runs it, on free ports, serving a stand-in build (newer than every source,
 * so nothing is built) with the embedded backend in memory. One process (no npx or tsx wrapper in
 * between), so a signal reaches the server itself. Resolves once the site is up.
 */
export async function startNpmStart(): Promise<RunningStart> {
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
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    return new Promise<number | null>((resolve) => child.once('exit', resolve));
  };
  const started = Date.now();
  while (!output.includes('Wichtrey website:')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() - started > 45_000) {
      await stop();
      throw new Error(`npm start did not come up:\n${output}`);
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
