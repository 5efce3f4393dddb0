// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedText, takeTypedText } from '../../../src/lib/typeAhead';

afterEach(() => {
  takeTypedText();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function typeOn(target: HTMLElement, ...keys: (string | KeyboardEventInit)[]): boolean[] {
  return keys.map((key) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...(typeof key === 'string' ? { key } : key) })));
}

function button(): HTMLButtonElement {
  const element = document.createElement('button');
  document.body.append(element);
  return element;
}

describe('text typed while a field is loading', () => {
  it('is kept from the press on, a Backspace taking the last character back, and handed over once', () => {
    const opener = button();
    keepTypedText();
    const allowed = typeOn(opener, 'H', 'a', 'l', 'x', 'Backspace', 'l', 'o', ' ', 'ö');
    // Kept keys do nothing else (Space does not press the button again).
    expect(allowed.every((result) => !result)).toBe(true);
    // AltGr+Q, '@' on a German keyboard, which Windows reports with Ctrl and Alt.
    typeOn(opener, { key: '@', ctrlKey: true, altKey: true, modifierAltGraph: true } as KeyboardEventInit);
    expect(takeTypedText()).toBe('Hallo ö@');
    expect(takeTypedText()).toBe('');
    // Once handed over, typing is the page's again.
    expect(typeOn(opener, 'a')).toEqual([true]);
    expect(takeTypedText()).toBe('');
  });

  it('leaves keys alone that a field takes, shortcuts, Tab, Enter and Escape', () => {
    const opener = button();
    const field = document.createElement('input');
    document.body.append(field);
    keepTypedText();
    expect(typeOn(field, 'a')).toEqual([true]);
    expect(typeOn(opener, { key: 'c', ctrlKey: true }, { key: 'v', metaKey: true }, 'Tab', 'Enter', 'Escape')).toEqual([true, true, true, true, true]);
    expect(takeTypedText()).toBe('');
  });

  it('is given up after 15 s when no field took it', () => {
    vi.useFakeTimers();
    const opener = button();
    keepTypedText();
    typeOn(opener, 'W');
    vi.advanceTimersByTime(15_000);
    expect(typeOn(opener, 'a')).toEqual([true]);
    expect(takeTypedText()).toBe('');
  });
});
