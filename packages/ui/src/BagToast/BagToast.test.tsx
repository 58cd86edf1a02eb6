import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BagToast } from './BagToast.js';

const base = {
  name: 'Bear ring',
  image: { src: 'r.svg', alt: '' },
  sizeName: '14',
  price: { value: 40, currency: 'EUR' },
  locale: 'en-GB',
};

describe('BagToast', () => {
  it('announces the addition and offers the bag and checkout', async () => {
    const onViewBag = vi.fn();
    const onCheckout = vi.fn();
    render(<BagToast {...base} onViewBag={onViewBag} onCheckout={onCheckout} onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Added to your bag');
    expect(screen.getByText('Size: 14')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View bag' }));
    screen.getByTestId('go-to-checkout').focus();
    await userEvent.keyboard('{Enter}');
    expect(onViewBag).toHaveBeenCalled();
    expect(onCheckout).toHaveBeenCalled();
  });

  it('closes itself after its duration', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <BagToast
        {...base}
        onViewBag={() => {}}
        onCheckout={() => {}}
        onClose={onClose}
        durationMs={5000}
      />,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
