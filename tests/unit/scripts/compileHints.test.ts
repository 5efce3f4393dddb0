import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { compileHints } from '../../../scripts/vite/compileHints';

let root: string;

function write(relative: string, code: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
}

/** For each module's text, whether the chunk holding it starts with V8's compile hint. */
function hintedByContent(): Record<string, boolean> {
  const assets = path.join(root, 'dist', 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
  const texts = ['entry code', 'app code', 'page code', 'shared code', 'dialog code'];
  return Object.fromEntries(texts.map((text) => [text, chunks.find((code) => code.includes(`"${text}"`))!.startsWith('//# allFunctionsCalledOnLoad\n')]));
}

const runBuild = (bootModules: string[]) =>
  build({ root, configFile: false, logLevel: 'silent', plugins: [compileHints(bootModules)], build: { outDir: 'dist', emptyOutDir: true, minify: false } });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  // An entry that loads the app later, the app with its page, and a dialog loaded on a click; the
  // page and the dialog share a helper, which gets a chunk of its own.
  write('index.html', '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/src/main.ts"></script></body></html>');
  write('src/main.ts', "console.log('entry code');\nsetTimeout(() => void import('./app/start'), 0);\n");
  write('src/app/start.ts', "console.log('app code');\nexport const page = () => import('../features/page');\ndocument.body.onclick = () => void import('../features/dialog');\n");
  write('src/features/page.ts', "import { shared } from '../lib/shared';\nconsole.log('page code', shared());\n");
  write('src/lib/shared.ts', "export const shared = () => 'shared code';\n");
  write('src/features/dialog.ts', "import { shared } from '../lib/shared';\nconsole.log('dialog code', shared());\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

it('marks the chunks a page boots with for eager compilation, and leaves what loads on demand lazy', async () => {
  await runBuild(['src/app/start.ts', 'src/features/page.ts']);
  expect(hintedByContent()).toEqual({ 'entry code': true, 'app code': true, 'page code': true, 'shared code': true, 'dialog code': false });
});

it('refuses a build in which a module named as booting has no chunk (renamed or removed)', async () => {
  await expect(runBuild(['src/app/start.ts', 'src/features/gone.ts'])).rejects.toThrow('compile hints: no chunk for src/features/gone.ts');
});
