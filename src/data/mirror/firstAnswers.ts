import { dequal } from 'dequal/lite';
import { earlyPaintedRows } from '../../lib/earlyPaint';

/**
 * The last answer of each pull, in memory, in the shape its hook reads from Dexie. A visitor's
 * first view renders from it as soon as it arrives, instead of waiting for IndexedDB to open,
 * store the rows and answer a live query (on a slow phone that wait is a good part of a second).
 * Hooks use it only while Dexie has nothing stored for the query and the device has no session:
 * a device that edits may hold outbox changes the server's answer lacks, and stored rows, once
 * there, always win. Every pull publishes, so what is kept is the newest answer of this page.
 */
const answers = new Map<string, unknown>();
const listeners = new Set<() => void>();

export function publishAnswer(key: string, data: unknown): void {
  // The same rows again (the pull taking over the early read the page was painted from, a re-pull
  // that found no change): the screens keep the object they show. A new one would make React
  // re-render them synchronously for nothing, right after hydration (/sale's painted offers; a
  // gallery page's painted view lacks the total, so its answer differs and is published).
  const shown = answers.get(key) ?? earlyPaintedRows(key);
  if (shown !== undefined && dequal(shown, data)) {
    answers.set(key, shown);
    return;
  }
  answers.set(key, data);
  for (const listener of listeners) listener();
}

export function firstAnswer<T>(key: string): T | undefined {
  return answers.get(key) as T | undefined;
}

export function subscribeFirstAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new page load starts without answers (tests stand for one with resetPullScheduler). */
export function forgetFirstAnswers(): void {
  answers.clear();
}
