import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect.js';

const options = [
  { value: 'selection', label: 'Our selection' },
  { value: 'lowestPrice', label: 'Lowest price' },
  { value: 'novelties', label: 'New in' },
] as const;

describe('SortSelect', () => {
  it('is a labelled select with the test hook', () => {
    render(<SortSelect options={options} value="selection" onChange={() => {}} label="Order" />);
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(select.dataset['testid']).toBe('sort-select');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('is reached with Tab and reports the chosen order', async () => {
    const onChange = vi.fn();
    render(<SortSelect options={options} value="selection" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    expect(document.activeElement).toBe(select);
    await userEvent.selectOptions(select, 'New in');
    expect(onChange).toHaveBeenLastCalledWith('novelties');
  });
});
