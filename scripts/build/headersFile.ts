import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_RULES } from '../server/cachePolicy';
import { buildInlineScriptHashes } from '../server/inlineScripts';
import { securityHeaders } from '../server/securityHeaders';

/**
 * The local server's header rules as a `_headers` file (the format of Netlify and Cloudflare
 * Pages), so a static host sends the same security and cache headers. Pages are left to the
 * host's default, which revalidates HTML on every visit. The document policies go to every path
 * here (the format cannot select documents; such hosts speak HTTP/2, which compresses repeated
 * headers), where the local server sends them with documents only (securityHeaders.ts).
 */
export function headersFile(backendOrigins: readonly string[], inlineScriptHashes: readonly string[] = []): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', securityHeaders(backendOrigins, inlineScriptHashes)),
    ...CACHE_RULES.filter(({ pattern }) => pattern !== '/*.html').map(({ pattern, cacheControl }) => block(pattern, { 'Cache-Control': cacheControl })),
  ].join('\n\n')}\n`;
}

/** Writes `_headers` into the build; the backend is the one the build points the app at. */
export async function writeHeadersFile(outDir: string, backendUrl: string | undefined): Promise<void> {
  const origins = backendUrl ? [new URL(backendUrl).origin] : [];
  await writeFile(path.join(outDir, '_headers'), headersFile(origins, buildInlineScriptHashes(outDir)));
}
