import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FEEDBACK_MS, RetryButton } from '../../src/ui/RetryButton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RetryButton', () => {
  it("a press that fails at once still shows 'Wird erneut versucht …' for a moment, and a second press meanwhile does nothing", () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    // The retry fails before the next render: `retrying` never becomes true.
    render(<RetryButton retrying={false} onRetry={onRetry} className="" />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button.textContent).toBe('Wird erneut versucht …');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(RETRY_FEEDBACK_MS));
    expect(button.textContent).toBe('Erneut versuchen');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('says so for as long as the retry runs', () => {
    vi.useFakeTimers();
    const { rerender } = render(<RetryButton retrying onRetry={() => {}} className="" />);
    act(() => vi.advanceTimersByTime(RETRY_FEEDBACK_MS * 3));
    expect(screen.getByRole('button').textContent).toBe('Wird erneut versucht …');
    rerender(<RetryButton retrying={false} onRetry={() => {}} className="" />);
    expect(screen.getByRole('button').textContent).toBe('Erneut versuchen');
  });
});
