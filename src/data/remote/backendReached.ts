type Listener = () => void;

const listeners = new Set<Listener>();
let reached = false;

/**
 * A request got a successful answer from the backend: the network passes traffic again, whatever
 * `navigator.onLine` says (Wi-Fi that is connected but passes nothing fires no `online` event).
 */
export function reportBackendReached(): void {
  reached = true;
  listeners.forEach((listener) => listener());
}

/** Whether a request of this page has got through: the page's first reads come before its sync starts. */
export function backendReachedBefore(): boolean {
  return reached;
}

export function onBackendReached(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `fetch` that reports every successful answer (the supabase-js client's requests). */
export const reportingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok) reportBackendReached();
  return response;
};
