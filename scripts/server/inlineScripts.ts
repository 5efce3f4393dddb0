import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The build puts scripts inline (every page's watch for an entry that cannot load, the data pages'
 * early script: scripts/vite/earlyScript.ts);
 * the content security policy admits inline scripts by the hash of their text, so the policy is
 * derived from the pages themselves and cannot fall behind a rebuilt script.
 */

/** Inline scripts the browser runs: no `src`, and no JSON data block (JSON-LD). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="[^"]*json")[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources (`'sha256-…'`) for each inline script of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code ?? '', 'utf8').digest('base64')}'`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hashes of every inline script in the build's pages, each once, sorted. */
export function buildInlineScriptHashes(root: string): string[] {
  const hashes = new Set(htmlFiles(root).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))));
  return [...hashes].sort();
}
