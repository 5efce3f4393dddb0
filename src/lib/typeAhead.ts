/** How long typed text waits for the field that takes it (a dialog whose code never came gives it up). */
const KEEP_MS = 15_000;

let kept = '';
let stopKeeping: (() => void) | null = null;

const isField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

/**
 * From a press that opens a text field still loading (the chat's or the login's dialog on its first press), the
 * characters typed before the field has the focus: they would go to the button behind and be lost.
 * Space, kept too, no longer presses that button again; a field takes its own keys as ever.
 */
export function keepTypedText(): void {
  if (stopKeeping) return;
  const onKeyDown = (event: KeyboardEvent) => {
    // AltGr ('@' on a German keyboard) reports Ctrl and Alt on Windows: a character, not a shortcut.
    const shortcut = (event.ctrlKey || event.metaKey || event.altKey) && !event.getModifierState('AltGraph');
    if (isField(event.target) || shortcut || event.isComposing) return;
    if (event.key.length === 1) kept += event.key;
    else if (event.key === 'Backspace' && kept) kept = kept.slice(0, -1);
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown, true);
  const timer = window.setTimeout(() => void takeTypedText(), KEEP_MS);
  stopKeeping = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    window.clearTimeout(timer);
  };
}

/** The text typed since `keepTypedText`, handed over once; the keeping stops. */
export function takeTypedText(): string {
  stopKeeping?.();
  stopKeeping = null;
  const text = kept;
  kept = '';
  return text;
}
