import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BagLine } from './BagLine.js';

const base = {
  name: 'Bear ring',
  href: '#ring',
  image: { src: 'r.svg', alt: '' },
  sizeName: '14',
  quantity: 2,
  price: { value: 40, currency: 'EUR' },
  locale: 'en-GB',
  maxQuantity: 3,
  onIncrease: () => {},
  onDecrease: () => {},
  onRemove: () => {},
};

describe('BagLine', () => {
  it('carries the test hooks and shows the line total, size and engraving', () => {
    render(<BagLine {...base} engravingText="A & J" />);
    expect(screen.getByTestId('bag-line').getAttribute('aria-label')).toBe('Bear ring');
    expect(screen.getByText('€80.00')).toBeTruthy();
    expect(screen.getByText('Size: 14')).toBeTruthy();
    expect(screen.getByText('“A & J”').closest('p')?.textContent).toBe('Engraving: “A & J”');
    expect(screen.getByRole('group', { name: 'Quantity: 2' })).toBeTruthy();
  });

  it('shows the unit price beside the total only when there are several units', () => {
    const { rerender } = render(<BagLine {...base} labels={{ unitPrice: '{price} c/u' }} />);
    expect(screen.getByTestId('bag-line-unit-price').textContent).toBe('€40.00 c/u');
    rerender(<BagLine {...base} quantity={1} />);
    expect(screen.queryByTestId('bag-line-unit-price')).toBeNull();
    rerender(<BagLine {...base} isGift />);
    expect(screen.queryByTestId('bag-line-unit-price')).toBeNull();
  });

  it('steps the quantity from the keyboard and stops at the stock', async () => {
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    const { rerender } = render(
      <BagLine {...base} onIncrease={onIncrease} onDecrease={onDecrease} />,
    );
    screen.getByTestId('bag-line-increase').focus();
    await userEvent.keyboard('{Enter}');
    screen.getByTestId('bag-line-decrease').focus();
    await userEvent.keyboard(' ');
    expect(onIncrease).toHaveBeenCalledOnce();
    expect(onDecrease).toHaveBeenCalledOnce();
    rerender(<BagLine {...base} quantity={3} onIncrease={onIncrease} onDecrease={onDecrease} />);
    expect(screen.getByTestId('bag-line-increase')).toHaveProperty('disabled', true);
  });

  it('at quantity 1 offers the decrease as removing the line (docs/product/bag.md §3.4: it removes the entry)', async () => {
    const onDecrease = vi.fn();
    const { rerender } = render(<BagLine {...base} quantity={1} onDecrease={onDecrease} />);
    const decrease = screen.getByTestId('bag-line-decrease');
    expect(decrease).toHaveProperty('disabled', false);
    expect(decrease.getAttribute('aria-label')).toBe('Remove');
    await userEvent.click(decrease);
    expect(onDecrease).toHaveBeenCalledOnce();
    rerender(<BagLine {...base} quantity={2} onDecrease={onDecrease} />);
    expect(screen.getByTestId('bag-line-decrease').getAttribute('aria-label')).toBe(
      'Decrease quantity',
    );
  });

  it('keeps focus on the pressed button while the line updates, and ignores presses', async () => {
    const onIncrease = vi.fn();
    const { rerender } = render(<BagLine {...base} onIncrease={onIncrease} />);
    const increase = screen.getByTestId('bag-line-increase');
    increase.focus();
    rerender(<BagLine {...base} onIncrease={onIncrease} isUpdating />);
    expect(document.activeElement).toBe(screen.getByTestId('bag-line-increase'));
    await userEvent.keyboard('{Enter}');
    expect(onIncrease).not.toHaveBeenCalled();
  });

  it('announces a stock note that appears after a press', () => {
    const { rerender } = render(<BagLine {...base} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<BagLine {...base} stockMessage="No more units available" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('No more units available');
  });

  it('removes and saves for later; gift lines have no stepper', async () => {
    const onRemove = vi.fn();
    const onSave = vi.fn();
    const { rerender } = render(<BagLine {...base} onRemove={onRemove} onSaveForLater={onSave} />);
    await userEvent.click(screen.getByTestId('bag-line-remove'));
    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(onRemove).toHaveBeenCalled();
    expect(onSave).toHaveBeenCalled();
    rerender(<BagLine {...base} isGift />);
    expect(screen.queryByTestId('bag-line-increase')).toBeNull();
    expect(screen.getByText('Gift')).toBeTruthy();
    // docs/product/bag.md §3.4: free gifts cannot be removed by the shopper, wherever the line
    // shows (the drawer passes no isRemovable).
    expect(screen.queryByTestId('bag-line-remove')).toBeNull();
  });

  it('a free gift cannot be removed; the bag page adds its own details under the line', () => {
    render(
      <BagLine {...base} isGift isRemovable={false}>
        <p>For Ana, from Leo</p>
      </BagLine>,
    );
    expect(screen.queryByTestId('bag-line-remove')).toBeNull();
    expect(screen.getByText('For Ana, from Leo')).toBeTruthy();
  });
});
