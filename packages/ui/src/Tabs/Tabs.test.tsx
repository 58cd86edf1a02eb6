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
