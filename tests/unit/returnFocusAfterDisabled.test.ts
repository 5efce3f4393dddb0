// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { returnFocusAfterDisabled } from '../../src/ui/returnFocusAfterDisabled';

/**
 * What Chromium does to a focused control that gets disabled, and jsdom does not: the focus drops to
 * the body, with a focusout from the disabled control.
 */
function disableAsChromium(control: HTMLButtonElement | HTMLInputElement) {
  control.blur();
  control.disabled = true;
  control.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  expect(document.activeElement).toBe(document.body);
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function form() {
  document.body.innerHTML = `<div role="dialog"><form><label>Name <input name="name"></label><button type="submit">Speichern</button></form></div><button>Sale</button>`;
  return {
    field: document.querySelector('input')!,
    submit: document.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    elsewhere: document.querySelector<HTMLButtonElement>('div + button')!,
  };
}

describe('a control disabled while its form saves gets the focus back', () => {
  beforeAll(returnFocusAfterDisabled);
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('the submit button, once the failed save enables it again', async () => {
    const { submit } = form();
    submit.focus();
    disableAsChromium(submit);
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
    submit.disabled = false;
    await mutationsDelivered();
    expect(document.activeElement).toBe(submit);
  });

  it('the field Enter was pressed in', async () => {
    const { field } = form();
    field.focus();
    disableAsChromium(field);
    field.disabled = false;
    await mutationsDelivered();
    expect(document.activeElement).toBe(field);
  });

  it('not where something else took the focus meanwhile (a refused field)', async () => {
    const { field, submit } = form();
    submit.focus();
    disableAsChromium(submit);
    submit.disabled = false;
    field.focus();
    await mutationsDelivered();
    expect(document.activeElement).toBe(field);
  });

  it('not to a control that left the page (the dialog closed after the save)', async () => {
    const { submit } = form();
    submit.focus();
    disableAsChromium(submit);
    submit.closest('[role="dialog"]')!.remove();
    submit.disabled = false;
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });

  it('not for a control blurred by a move elsewhere, nor for one still enabled', async () => {
    const { submit, elsewhere } = form();
    submit.focus();
    submit.disabled = true;
    elsewhere.focus();
    elsewhere.blur();
    submit.disabled = false;
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });
});
