import { useEffect, useSyncExternalStore } from 'react';
import { createToaster, defineSlotRecipe, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { ChakraLayer } from './ChakraLayer';
import { toasterText } from '../content/toasts';
import { TOAST_DURATION_MS } from './toastDuration';
import { ON_NARROW_SCREEN } from './narrowScreen';

/** SPEC.md sections 4 and 9: at most one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

/**
 * Window event that asks the app to mount the `<Toaster/>` (AppProviders listens for the same
 * name): the toaster's code loads on first use, never on the first load of a page.
 */
const TOASTER_NEEDED_EVENT = 'wichtrey:toaster-needed';

/**
 * On a phone a toast at the bottom covered what the visitor was about to press: the chat's input
 * and its 'Erneut versuchen', a dialog's drop zone and buttons (walk-throughs at 390 px). There it
 * stands at the top, below the bar (over it, a tap on the menu or the sync status hit the toast's
 * close button instead); wider, at the bottom right.
 */
const phoneWidth = typeof window === 'undefined' ? undefined : window.matchMedia?.('(max-width: 47.99em)');
const placementAt = (onPhone: boolean) => (onPhone ? 'top' : 'bottom-end');

export const toaster = createToaster({
  placement: placementAt(phoneWidth?.matches === true),
  // Top: below the bar (4rem). Bottom: above the chat button (56 px, 16 px from the corner).
  offsets: { top: '4.5rem', right: '1rem', bottom: '6rem', left: '1rem' },
  max: TOAST_LIMIT,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
});

// A tablet turned, or a window narrowed, takes the placement of its new width with its next toast.
phoneWidth?.addEventListener?.('change', (event) => {
  toaster.attrs.placement = placementAt(event.matches);
});

/**
 * While a modal dialog is open, or a panel lies where the toast stands, a toast other than an error
 * waits out of its way: the last save's toast lay over the next dialog's 'Speichern' and
 * 'Abbrechen' (a walk-through at 820 px; for half a minute while that save waited for the server),
 * and on a phone half under the sync panel. It waits without a timer (a toast with no end: the
 * toast machine restarts a paused timer when a toast changes its type, and a save's toast turning
 * into a conflict closed unseen behind the dialog), and stands again for its full time once the
 * way is clear, so no confirmation goes unseen. An error stays in view. A confirmation question
 * (an alertdialog: 'Angebot löschen', 'Abmelden, obwohl Änderungen warten?') is a modal dialog too.
 */
const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"]):not([hidden])';
const TOAST_ON_SCREEN = '[data-scope="toast"][data-part="root"]:not([data-state="closed"])';
let held = false;
const heldListeners = new Set<() => void>();

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A modal dialog is open, or an open panel lies where the toast stands. */
function toastInTheWay(): boolean {
  const dialogs = [...document.querySelectorAll(OPEN_DIALOG)];
  if (dialogs.some((dialog) => dialog.getAttribute('aria-modal') === 'true')) return true;
  // Measured only with a panel open and a toast shown: every change of the page calls this, and a measurement forces a layout.
  if (dialogs.length === 0 || onGoneById.size === 0) return false;
  const toast = document.querySelector(TOAST_ON_SCREEN)?.getBoundingClientRect();
  return toast !== undefined && dialogs.some((dialog) => overlap(dialog.getBoundingClientRect(), toast));
}

/** How long a toast stands now: a held one waits with no end; an error, never held, its full time. */
const durationOf = (type: string | undefined) => (held && type !== 'error' ? Infinity : TOAST_DURATION_MS);

function setHeld(inTheWay: boolean): void {
  if (inTheWay === held) return;
  held = inTheWay;
  // The toast on screen (shown, not yet closed); an error's timer runs on (the toast machine restarts a timer it is given again).
  for (const { id, type } of toaster.getVisibleToasts()) if (id && onGoneById.has(id) && type !== 'error') toaster.update(id, { duration: durationOf(type) });
  heldListeners.forEach((listener) => listener());
}

function onHeldChange(listener: () => void): () => void {
  heldListeners.add(listener);
  return () => heldListeners.delete(listener);
}

/**
 * Over an open modal dialog only an error shows, and it must not cover the dialog: it stands at the
 * screen's edge on the side where the dialog leaves more room (the chat's sheet and card are at the
 * bottom, so above them; at 820 px a toast at the bottom right lay over the chat's input and
 * 'Erneut senden'). The bar lies inert under the backdrop. Measured only with a toast shown.
 */
const TOAST_ROOM = 'toastRoom';

function placeBesideModal(): void {
  const modal = [...document.querySelectorAll(`${OPEN_DIALOG}[aria-modal="true"]`)].at(-1);
  if (!modal || onGoneById.size === 0) {
    delete document.documentElement.dataset[TOAST_ROOM];
    return;
  }
  const { top, bottom } = modal.getBoundingClientRect();
  document.documentElement.dataset[TOAST_ROOM] = top >= window.innerHeight - bottom ? 'top' : 'bottom';
}

/** Whether a toast would be in a dialog's or a panel's way, watched while the toasts are mounted; places an error beside a modal. */
function useToastHeld(): boolean {
  useEffect(() => {
    const check = () => {
      setHeld(toastInTheWay());
      placeBesideModal();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'hidden', 'role'] });
    window.addEventListener('resize', check);
    check();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', check);
    };
  }, []);
  return useSyncExternalStore(onHeldChange, () => held, () => false);
}

type NotifyType = 'success' | 'error' | 'info';

export interface NotifyOptions {
  title: string;
  description?: string;
  /** 'error' is the destructive variant. */
  type: NotifyType;
}

/** A notice about something staff did not just do; one with a key can be taken back (withdrawInBackground). */
export interface BackgroundNotice extends NotifyOptions {
  key?: string;
}

/** The toast of the latest action while it is on screen: background notices wait behind it. */
let actionToast: string | null = null;
/** Background notices in line, shown one after another once no action's toast is on screen. */
const waiting: BackgroundNotice[] = [];
/** The background notice on screen, by its toast's id. */
let backgroundOnScreen: { id: string; key?: string } | null = null;
/** What to do when the toast on screen closes (by its timer, by hand, or removed in code). */
const onGoneById = new Map<string, () => void>();

function gone(id: string): void {
  const handler = onGoneById.get(id);
  onGoneById.delete(id);
  handler?.();
}

/** Shows one toast in place of any other (whose `onGone` is dropped: it was replaced, not closed). */
function show({ title, description, type }: NotifyOptions, onGone: (id: string) => void): string {
  onGoneById.clear();
  toaster.remove();
  const id = toaster.create({
    title,
    description,
    type,
    // Shown while held: it waits, and its time runs once the way is clear.
    duration: durationOf(type),
    closable: true,
    // 'dismissing': closed by its timer or by hand (it then lingers unseen for the removal delay).
    onStatusChange: ({ status }) => {
      if (status !== 'visible') gone(id);
    },
  });
  onGoneById.set(id, () => onGone(id));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
  return id;
}

function showNextWaiting(): void {
  backgroundOnScreen = null;
  const next = waiting.shift();
  if (next) backgroundOnScreen = { id: show(next, showNextWaiting), key: next.key };
}

toaster.subscribe((data) => {
  if ('dismiss' in data && data.dismiss && data.id) gone(data.id);
  // A held save's toast that turns into an error (a refusal) stands in view, so its time runs. After
  // this update: the store writes its list of toasts once its subscribers have heard of the change.
  else if ('type' in data && data.type === 'error' && data.duration === Infinity && data.id) {
    const { id } = data;
    queueMicrotask(() => toaster.update(id, { duration: TOAST_DURATION_MS }));
  }
});

/**
 * Shows the toast of something staff just did; it replaces the one on screen (the newest action
 * owns it; with a limit of one and a removal delay of 1,000,000 ms a queued toast would wait for ever).
 */
export function notify(options: NotifyOptions): string {
  backgroundOnScreen = null;
  actionToast = show(options, () => {
    actionToast = null;
    showNextWaiting();
  });
  return actionToast;
}

/** The toast of the latest action, while it is on screen. */
export function actionToastOnScreen(): string | null {
  return actionToast;
}

/**
 * Shows a notice about something staff did not just do (the sync engine's warnings and
 * refusals). It replaces only another such notice: while an action's toast shows, it waits in
 * line and follows once that toast has closed, so no save loses its confirmation.
 */
export function notifyInBackground(options: BackgroundNotice): void {
  waiting.push(options);
  if (actionToast === null && waiting.length === 1) showNextWaiting();
}

/**
 * Takes back a background notice that no longer holds (an edit's stall, once it went out): out of
 * the line, or off the screen. A warning that stood on after 'Alles gespeichert' said the opposite.
 */
export function withdrawInBackground(key: string): void {
  for (let index = waiting.length - 1; index >= 0; index -= 1) if (waiting[index]!.key === key) waiting.splice(index, 1);
  if (backgroundOnScreen?.key === key) toaster.remove(backgroundOnScreen.id);
}

/**
 * The toast's look, here rather than in the theme (the theme's recipes would all land in the
 * first load of every page). Positioning follows Chakra's toast recipe.
 */
const toastRecipe = defineSlotRecipe({
  slots: ['group', 'root', 'title', 'description', 'indicator', 'actionTrigger', 'closeTrigger'],
  className: 'wichtrey-toast',
  base: {
    root: {
      width: 'full',
      display: 'flex',
      alignItems: 'flex-start',
      position: 'relative',
      gap: '3',
      py: '4',
      ps: '4',
      pe: '10',
      [ON_NARROW_SCREEN]: { ps: '3', pe: '3', gap: '2' },
      borderRadius: 'md',
      // Fades in and out where it stands: the toast machine would slide it up from a full height
      // below (its --y), through whatever lies there; a dialog's 'Speichern' under the pointer
      // then took the click's release and the save was lost. One toast at a time: no stack to lift.
      translate: 'var(--x) 0',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      // No measured height (Chakra's recipe sets one for stacking, measured again only when the
      // content changes): one toast shows at a time, and its text must not be cut off when it rewraps.
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      bg: 'sand.900',
      color: 'sand.50',
      boxShadow: 'xl',
      // Over the footer (sand.900 too) a shadow does not show where the toast ends; a light edge does.
      borderWidth: '1px',
      borderColor: 'whiteAlpha.300',
      '&[data-type=success]': { bg: 'green.700', color: 'white' },
      '&[data-type=error]': { bg: 'red.700', color: 'white' },
      // A dismissed toast lingers for the removal delay: out of sight and out of the accessibility tree.
      _closed: { visibility: 'hidden', transition: 'translate 400ms, scale 400ms, opacity 200ms, visibility 0s linear 200ms' },
      // Out of an open dialog's way (see OPEN_DIALOG).
      '&[data-held]': { visibility: 'hidden' },
    },
    // On a screen narrow for its text only the title keeps clear of the close button: the description
    // below it takes the whole width (at 200 % on a phone it wrapped to two words a line).
    title: { fontWeight: 'semibold', fontSize: 'sm', [ON_NARROW_SCREEN]: { pe: '6' } },
    description: { fontSize: 'sm', opacity: '0.9' },
    indicator: { flexShrink: '0', boxSize: '5' },
    actionTrigger: {},
    closeTrigger: {
      position: 'absolute',
      top: '2',
      insetEnd: '2',
      p: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      rounded: 'sm',
      cursor: 'pointer',
      color: 'inherit',
      _hover: { bg: 'whiteAlpha.200' },
      _icon: { boxSize: '4' },
    },
  },
});

/** Where an error stands over an open modal dialog (placeBesideModal). */
const OVER_A_MODAL = {
  // The group is a point at that edge; the toast hangs from it into the screen (the toast machine anchors it to its placement's side).
  'html[data-toast-room="top"] &': {
    top: 'max(env(safe-area-inset-top, 0px), 0.5rem) !important',
    bottom: 'auto !important',
    '& [data-part="root"]': { top: '0 !important', bottom: 'auto !important' },
  },
  'html[data-toast-room="bottom"] &': {
    bottom: 'max(env(safe-area-inset-bottom, 0px), 0.5rem) !important',
    top: 'auto !important',
    '& [data-part="root"]': { bottom: '0 !important', top: 'auto !important' },
  },
};

/** Renders the toasts; mounted lazily by AppProviders after the first `notify`. */
export function Toaster() {
  const isHeld = useToastHeld();
  return (
    <ChakraLayer>
      <Portal>
      {/* The toast layer, not the topmost z-index the toast machine sets inline: panels staff open (the sync panel) stay above it. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} zIndex="toast !important" css={OVER_A_MODAL} aria-label={toasterText.region}>
        {(toast) => (
          <Toast.Root recipe={toastRecipe} width={{ md: 'sm' }} data-testid="toast" data-held={isHeld && toast.type !== 'error' ? '' : undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={toasterText.close} />}
          </Toast.Root>
        )}
        </ChakraToaster>
      </Portal>
    </ChakraLayer>
  );
}
