/**
 * Names of the files this page queued for upload. The blob table says the same, but only
 * asynchronously: a card that shows a new image at once must not request its public URL, which
 * names nothing on the server until the upload (a failed request, and a broken image for a moment).
 */
const queued = new Set<string>();

export function noteQueuedUpload(name: string): void {
  queued.add(name);
}

export function wasQueuedHere(name: string): boolean {
  return queued.has(name);
}
