/** A digest of the precache list (every file's URL and revision): two workers of one build share it. */
export async function buildDigest(manifest: readonly (string | { url: string; revision: string | null })[]): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(manifest)));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
