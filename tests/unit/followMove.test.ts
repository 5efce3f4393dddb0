// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followMove } from '../../src/ui/followMove';

/** A card with its 'nach unten' button, laid out by hand (jsdom lays out nothing): top and height in the window. */
function card() {
  document.body.innerHTML = '<article><div class="carousel"></div><button>„Sofa“ nach unten</button></article>';
  const article = document.querySelector('article')!;
  const button = document.querySelector('button')!;
  const layout = { top: 100, height: 700 };
  const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  article.getBoundingClientRect = () => rect(layout.top, layout.height);
  // The button lies at the card's foot.
  button.getBoundingClientRect = () => rect(layout.top + layout.height - 60, 44);
  article.scrollIntoView = vi.fn();
  button.scrollIntoView = vi.fn();
  return { article, button, layout };
}

let queued: FrameRequestCallback[] = [];
let now = 0;
/** Runs the frames asked for so far, `ms` apart. */
function frames(count: number, ms = 16) {
  for (let frame = 0; frame < count; frame += 1) {
    now += ms;
    const run = queued;
    queued = [];
    run.forEach((callback) => callback(now));
  }
}

beforeEach(() => {
  queued = [];
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('followMove', () => {
  it('follows a card that moved, and nothing while it stays in place', () => {
    const { article, button, layout } = card();
    followMove(article, false, button);
    frames(3);
    expect(article.scrollIntoView).not.toHaveBeenCalled();
    layout.top = 900;
    frames(1);
    expect(article.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
    expect(button.scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps the pressed button in sight when the card grows after the move (its images load)', () => {
    const { article, button, layout } = card();
    followMove(article, true, button);
    layout.top = 900;
    frames(1);
    // Scrolled: the card stands in the window, then its image area grows to the tallest image.
    layout.top = 100;
    layout.height = 1000;
    frames(2);
    expect(button.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  });

  it('follows a card that grows while its smooth follow is under way to where it now ends, not to its foot alone', () => {
    const { article, button, layout } = card();
    followMove(article, true, button);
    // Moved a row up, above the window: the smooth scroll towards it begins.
    layout.top = -600;
    frames(1);
    expect(article.scrollIntoView).toHaveBeenCalledTimes(1);
    // Half-way there its images load and it grows; it still fits the window.
    layout.top = -300;
    layout.height = 760;
    frames(2);
    // Seen under load: scrolling to the button at its foot cut the smooth scroll short, and the card stayed above the window.
    expect(button.scrollIntoView).not.toHaveBeenCalled();
    expect(article.scrollIntoView).toHaveBeenCalledTimes(2);
    expect(article.scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', behavior: 'smooth' });
  });

  it('scrolls to the pressed button, not the card, where the card is taller than the window', () => {
    const { article, button, layout } = card();
    layout.height = 1000;
    followMove(article, false, button);
    layout.top = 1200;
    frames(1);
    expect(button.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
    expect(article.scrollIntoView).not.toHaveBeenCalled();
  });

  it('waits for the move as long as its save is under way, however long a busy device takes', async () => {
    const { article, button, layout } = card();
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    followMove(article, false, button, done);
    // 3.2 s, longer than the two seconds a move is waited for after a press.
    frames(200, 16);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    layout.top = 900;
    frames(1);
    expect(article.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
  });

  it('stops watching once the move did not come in time', () => {
    const { article, button, layout } = card();
    followMove(article, false, button);
    frames(200, 16);
    layout.top = 900;
    frames(2);
    expect(article.scrollIntoView).not.toHaveBeenCalled();
  });
});
