import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS } from '../../../scripts/build/ensureBuild';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SOURCE.test(full) ? [full] : [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => SOURCE.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** The file an import names, as the bundler finds it (with or without its extension, or an index). */
function resolved(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.js', '.cjs'].map((ext) => base + ext), ...['index.ts', 'index.tsx'].map((name) => path.join(base, name))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every file the build's inputs import, followed from import to import. */
function filesTheBuildReads(): Set<string> {
  const seen = new Set<string>();
  const queue = BUILD_INPUTS.flatMap(sourceFiles);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolved(file, specifier!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

const isInput = (file: string) => BUILD_INPUTS.some((input) => file === path.join(ROOT, input) || file.startsWith(path.join(ROOT, input) + path.sep));

describe('build inputs', () => {
  it('every file the build imports is one whose change makes dist/ stale (npm start and the browser tests rebuild then)', () => {
    const read = [...filesTheBuildReads()];
    // The chat's knowledge is bundled for offline answers: a sign the walk reaches beyond src/.
    expect(read.some((file) => file.startsWith(path.join(ROOT, 'chat-knowledge')))).toBe(true);
    expect(read.filter((file) => !isInput(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
