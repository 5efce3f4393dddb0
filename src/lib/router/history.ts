/** Where the app is: the URL's parts, the state a link gave it, and the history entry's key. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are kept under it. */
  key: string;
  /** An entry an open overlay added (the menu, the chat), showing the page below it. */
  overlay?: boolean;
}

/** The history the router moves through: the browser's, or one in memory (prerender, tests). */
export interface HistorySource {
  location(): RouterLocation;
  /** With `overlay`, the entry is marked as one an overlay added over the page at `href`. */
  push(href: string, state: unknown, overlay?: boolean): void;
  replace(href: string, state: unknown): void;
  go(delta: number): void;
  /** Called after Back or Forward moved to another entry, `delta` entries away (-1: one back). */
  listen(onPop: (delta: number) => void): () => void;
}

/** What an entry keeps in `history.state` (the shape React Router used, so older entries still read). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
  overlay?: boolean;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parseHref(href: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(href, 'http://router.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createBrowserHistory(): HistorySource {
  const entry = () => (window.history.state ?? null) as Partial<EntryState> | null;
  // The first entry gets a key and an index, so Back to it restores its scroll position.
  if (entry()?.key === undefined) window.history.replaceState({ usr: entry()?.usr ?? null, key: 'default', idx: 0 } satisfies EntryState, '');
  // The index of the entry shown, for an entry the browser adds after it.
  let lastIdx = entry()?.idx ?? 0;
  const write = (method: 'pushState' | 'replaceState', href: string, state: unknown, overlay = false) => {
    const idx = (entry()?.idx ?? 0) + (method === 'pushState' ? 1 : 0);
    window.history[method]({ usr: state, key: newKey(), idx, overlay } satisfies EntryState, '', href);
    lastIdx = idx;
  };
  return {
    location: () => {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default', overlay: !!entry()?.overlay };
    },
    push: (href, state, overlay) => write('pushState', href, state, overlay),
    replace: (href, state) => write('replaceState', href, state),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const handler = () => {
        // An entry without a key is one the browser made itself (a plain `#id` link, the skip link,
        // before or after hydration): a new entry, which must not share the first entry's key and
        // so its scroll position. It is written one past the entry it was made from.
        if (entry()?.key === undefined) window.history.replaceState({ usr: null, key: newKey(), idx: lastIdx + 1 } satisfies EntryState, '');
        const before = lastIdx;
        lastIdx = entry()?.idx ?? 0;
        onPop(lastIdx - before);
      };
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
  };
}

export function createMemoryHistory(initialHref: string): HistorySource {
  const entries: RouterLocation[] = [{ ...parseHref(initialHref), state: null, key: 'default' }];
  let index = 0;
  const listeners = new Set<(delta: number) => void>();
  return {
    location: () => entries[index]!,
    push(href, state, overlay) {
      entries.splice(index + 1, entries.length, { ...parseHref(href), state, key: newKey(), overlay: Boolean(overlay) });
      index += 1;
    },
    replace(href, state) {
      entries[index] = { ...parseHref(href), state, key: newKey() };
    },
    go(delta) {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      const moved = next - index;
      index = next;
      // As the browser does: the move is announced after the call returns.
      setTimeout(() => listeners.forEach((listener) => listener(moved)));
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
