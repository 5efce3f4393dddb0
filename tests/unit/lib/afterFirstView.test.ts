// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView } from '../../../src/lib/afterFirstView';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'] });
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
});

function loadingRegion(): HTMLElement {
  const region = document.createElement('div');
  region.dataset.earlyRegion = 'offers';
  document.body.append(region);
  return region;
}

describe('afterFirstView', () => {
  it('waits while a data region still shows its loading state, and runs once it is painted', () => {
    const region = loadingRegion();
    const task = vi.fn();
    afterFirstView(task, 10_000);
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    region.replaceWith(document.createElement('ul'));
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) on a page without a data region', () => {
    const task = vi.fn();
    afterFirstView(task);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever on a region that never loads (3 s unless told)', () => {
    loadingRegion();
    const waiting = vi.fn();
    afterFirstView(waiting);
    vi.advanceTimersByTime(2500);
    expect(waiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(waiting).toHaveBeenCalledTimes(1);

    const task = vi.fn();
    afterFirstView(task, 5000);
    vi.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while it waits', () => {
    const region = loadingRegion();
    const task = vi.fn();
    const cancel = afterFirstView(task);
    vi.advanceTimersByTime(500);
    cancel();
    region.remove();
    vi.advanceTimersByTime(12_000);
    expect(task).not.toHaveBeenCalled();
  });
});
