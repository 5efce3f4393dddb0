import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { STAFF_CHUNKS_FILE, staffChunks } from '../../../scripts/vite/staffChunks';

let root: string;

function write(relative: string, code: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
}

/** A visitor's page and the sync engine, one of the modules the plugin lists as staff-only; `page` decides how the page imports it. */
function writeSite(page: string) {
  write('index.html', '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/src/main.ts"></script></body></html>');
  write('src/main.ts', "import { showPage } from './page';\nshowPage();\n");
  write('src/page.ts', page);
  write('src/data/syncEngine.ts', "export function startSync() { document.title = 'syncing'; }\n");
}

const runBuild = () => build({ root, configFile: false, logLevel: 'silent', plugins: [staffChunks()], build: { outDir: 'dist', emptyOutDir: true } });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'staff-chunks-'));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

it('a staff-only module loaded on demand gets a chunk visitors never load, listed for the budget test', async () => {
  writeSite("export function showPage() {\n  document.body.onclick = () => void import('./data/syncEngine').then(({ startSync }) => startSync());\n}\n");
  await runBuild();
  const listed = JSON.parse(readFileSync(path.join(root, 'dist', STAFF_CHUNKS_FILE), 'utf8')) as string[];
  expect(listed).toHaveLength(1);
  expect(readFileSync(path.join(root, 'dist', listed[0]!), 'utf8')).toContain('syncing');
});

it("the build refuses a visitor's module that imports a staff-only module statically, naming both", async () => {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  writeSite("import { startSync } from './data/syncEngine';\nexport function showPage() {\n  document.body.onclick = () => startSync();\n}\n");
  await expect(runBuild()).rejects.toThrow("staff-only modules imported statically by visitors' code (import them on demand): src/page.ts imports src/data/syncEngine.ts");
  expect(printed).toHaveBeenCalledWith(expect.stringContaining('src/page.ts imports src/data/syncEngine.ts'));
});
