/**
 * Resolves in a later task, so the browser can draw and answer input in between. A message, not a
 * timer: timers can be held back (a background tab's, a test's frozen clock).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
