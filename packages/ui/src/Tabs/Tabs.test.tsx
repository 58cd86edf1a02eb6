import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.js';

const items = [
  { id: 'description', label: 'Description', content: 'Gold vermeil.' },
  { id: 'care', label: 'Care', content: 'Keep away from perfume.' },
];

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="Product details" onSelectionChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Gold vermeil.');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Care' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Keep away from perfume.');
    expect(onChange).toHaveBeenLastCalledWith('care');
  });
});

describe('Tabs in a right-to-left page', () => {
  it('moves to the next tab with the left arrow, and Home and End jump to the ends', async () => {
    render(
      <div dir="rtl">
        <Tabs items={[...items, { id: 'size', label: 'Size', content: 'One size.' }]} label="x" />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Care');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('One size.');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Description');
  });
});
