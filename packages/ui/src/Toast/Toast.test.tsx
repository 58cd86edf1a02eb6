import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast.js';

describe('Toast', () => {
  it('announces status politely and errors as alerts', () => {
    const { rerender } = render(<Toast message="Saved to your wishlist" onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Saved to your wishlist');
    rerender(<Toast message="Could not save" tone="error" onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });

  it('runs its action and closes from the keyboard', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<Toast message="Removed" actionLabel="Undo" onAction={onAction} onClose={onClose} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes itself after its duration', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast message="Added" onClose={onClose} durationMs={4000} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
