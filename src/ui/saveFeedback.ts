import { deleteProblemTitle, deleteStatusText, saveProblemTitle, saveStatusText } from '../content/sync';
import { actionToastOnScreen, notify, notifyInBackground, toaster } from './toaster';

/** The status a saved edit reports (the data layer's BatchStatus, seen from here). */
export type SaveStatus =
  | { state: 'sending' }
  | { state: 'waiting'; reason: 'offline' | 'server' }
  | { state: 'done' }
  | { state: 'failed' }
  | { state: 'conflict' };

export interface SaveToastText {
  /** SPEC.md's success title of the save ('Offer created successfully', …). */
  title: string;
  /** For edits with files: the upload's success title, shown only once the files are in storage. */
  uploadedTitle?: string;
  /** 'info' when the title itself is not yet a success (images that still have to be uploaded). */
  type?: 'success' | 'info';
  /** The title while the change waits (offline, the server not answering), when `title` says it is under way. */
  waitingTitle?: string;
  /** A deletion: the descriptions say "gelöscht", not "gespeichert". */
  deletion?: boolean;
}

/** A save's toast stays this long before its upload's success replaces it, so it can be read. */
export const READABLE_FOR_MS = 4000;

function describe(status: SaveStatus, texts: typeof saveStatusText | typeof deleteStatusText): string {
  if (status.state === 'waiting') return status.reason === 'offline' ? texts.offline : texts.server;
  return texts[status.state];
}

/** Counts the saves announced in this page: the newest one owns the toast. */
let latestAnnouncement = 0;

/**
 * The toast of a save, shown once the change is safe on the device, whose description then
 * follows where the change is (sending, waiting for the connection or the server, on the server):
 * a success while the change is on its way or on the server, a neutral notice while it waits.
 * Failures and conflicts say so in this toast; the sync notices about them wait behind it.
 */
export function announceSave(text: SaveToastText, watch: (onStatus: (status: SaveStatus) => void) => () => void): void {
  const announcement = ++latestAnnouncement;
  const texts = text.deletion ? deleteStatusText : saveStatusText;
  const problemTitle = text.deletion ? deleteProblemTitle : saveProblemTitle;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const titleWhile = (status: SaveStatus) => (status.state === 'waiting' ? (text.waitingTitle ?? text.title) : text.title);
  // Waiting for the connection or the server is no success yet: a neutral toast until the change is under way again.
  const typeWhile = (status: SaveStatus) => (status.state === 'waiting' ? 'info' : (text.type ?? 'success'));
  const first: SaveStatus = online ? { state: 'sending' } : { state: 'waiting', reason: 'offline' };
  let title = titleWhile(first);
  let type = typeWhile(first);
  const id = notify({ title, description: describe(first, texts), type });
  // What the toast said last: one that closed saying "wird gesendet …" owes its reader the outcome.
  let lastSaid: SaveStatus['state'] = first.state;
  const shownAt = Date.now();
  // Closed by its timer or by hand, a toast lingers unseen in Zag's store for its removal delay:
  // on screen is what our toaster reports as the action's toast.
  const onScreen = () => actionToastOnScreen() === id;
  let stop: (() => void) | null = null;
  let finished = false;
  const finish = () => {
    finished = true;
    stop?.();
  };
  stop = watch((status) => {
    if (finished) return;
    if (status.state === 'failed' || status.state === 'conflict') {
      // Neither the success title nor "on its way" is true any more (unless a newer save's toast replaced this one).
      if (onScreen()) toaster.update(id, { title: problemTitle[status.state], description: describe(status, texts), type: status.state === 'failed' ? 'error' : 'info' });
      return finish();
    }
    if (status.state === 'done' && text.uploadedTitle) {
      const uploaded = { title: text.uploadedTitle, description: saveStatusText.done, type: 'success' as const };
      // A success title stays readable, saying at once where the save is now (as the sync status
      // beside it does); a title that is no success yet ('2 Bilder werden hochgeladen') gives way.
      const stillTrue = text.type !== 'info';
      if (stillTrue && onScreen()) toaster.update(id, { description: saveStatusText.done, ...(type === 'success' ? {} : { type: 'success' }) });
      // The newest action owns the toast. A newer save tells its own story (this success is
      // dropped); the toast of any other action since ('Keine Bilder ausgewählt') stays, and this
      // success follows once it has closed. Sync warnings in between are replaced: this is news after them.
      setTimeout(() => {
        if (announcement !== latestAnnouncement) return;
        const current = actionToastOnScreen();
        if (current === null || current === id) notify(uploaded);
        else notifyInBackground(uploaded);
      }, stillTrue ? Math.max(0, shownAt + READABLE_FOR_MS - Date.now()) : 0);
      return finish();
    }
    if (onScreen()) {
      const now = titleWhile(status);
      const style = typeWhile(status);
      toaster.update(id, { description: describe(status, texts), ...(now === title ? {} : { title: now }), ...(style === type ? {} : { type: style }) });
      title = now;
      type = style;
      lastSaid = status.state;
    } else if (status.state === 'done' && lastSaid === 'sending' && announcement === latestAnnouncement) {
      // On a slow link the toast closed while the change was on its way: the confirmation comes
      // on its own (after any other action's toast), not only in the header's status.
      const confirmation = { title: text.title, description: texts.done, type: 'success' as const };
      if (actionToastOnScreen() === null) notify(confirmation);
      else notifyInBackground(confirmation);
    }
    if (status.state === 'done') finish();
  });
  if (finished) stop();
}
