import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar.js';

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not show for loads shorter than the 200 ms throttle', () => {
    const { rerender } = render(<ProgressBar isLoading />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<ProgressBar isLoading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after the throttle, finishes, then goes away', () => {
    const { rerender } = render(<ProgressBar isLoading durationMs={5000} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.dataset['phase']).toBe('running');
    expect(bar.style.getPropertyValue('--progress-duration')).toBe('5000ms');
    rerender(<ProgressBar isLoading={false} />);
    expect(screen.getByRole('progressbar').dataset['phase']).toBe('finishing');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
