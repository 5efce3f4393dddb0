// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstAnswer, forgetFirstAnswers, publishAnswer, subscribeFirstAnswers } from '../../../src/data/mirror/firstAnswers';
import { recordEarlyPaint } from '../../../src/lib/earlyPaint';

const page = (names: string[]) => ({ albums: names.map((name, index) => ({ id: `a${index}`, name, cover_image: null })), total: names.length });

afterEach(() => {
  forgetFirstAnswers();
  delete window.__earlyPainted;
});

describe("a pull's answer, handed to the first view", () => {
  it('the answer the page was painted from keeps the painted object: the screen is not told to re-render', () => {
    const painted = page(['Sommer', 'Herbst']);
    recordEarlyPaint('albums:1', painted);
    const listener = vi.fn();
    const unsubscribe = subscribeFirstAnswers(listener);
    publishAnswer('albums:1', page(['Sommer', 'Herbst']));
    expect(listener).not.toHaveBeenCalled();
    expect(firstAnswer('albums:1')).toBe(painted);
    unsubscribe();
  });

  it('a changed answer is published and announced; the same one again is not', () => {
    recordEarlyPaint('albums:1', page(['Sommer']));
    const listener = vi.fn();
    const unsubscribe = subscribeFirstAnswers(listener);
    const changed = page(['Sommer', 'Winter']);
    publishAnswer('albums:1', changed);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(firstAnswer('albums:1')).toBe(changed);
    publishAnswer('albums:1', page(['Sommer', 'Winter']));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(firstAnswer('albums:1')).toBe(changed);
    unsubscribe();
  });

  it('a first answer without a painted view is published and announced', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFirstAnswers(listener);
    const answer = page(['Sommer']);
    publishAnswer('albums:2', answer);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(firstAnswer('albums:2')).toBe(answer);
    unsubscribe();
  });
});
