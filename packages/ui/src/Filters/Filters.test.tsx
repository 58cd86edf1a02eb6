import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Filters, type FilterGroupView } from './Filters.js';

const groups: FilterGroupView[] = [
  {
    id: 'material',
    label: 'Material',
    options: [
      { id: 'gold', label: 'Gold', count: 12 },
      { id: 'silver', label: 'Silver', count: 30 },
    ],
  },
  { id: 'gem', label: 'Gem', options: [{ id: 'pearl', label: 'Pearl' }] },
];

describe('Filters', () => {
  it('renders a closed group without its options, and the options once it opens', async () => {
    render(<Filters groups={groups} selected={{}} onChange={() => {}} />);
    // Closed groups cost no checkbox markup (server-rendered category pages stay light).
    expect(screen.queryAllByTestId('filter-option')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Material' }));
    expect(screen.getAllByTestId('filter-option')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Material' }));
    expect(screen.queryAllByTestId('filter-option')).toHaveLength(0);
  });

  it('opens a group with the keyboard and checks an option', async () => {
    const onChange = vi.fn();
    render(<Filters groups={groups} selected={{}} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Material' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gold (12)' }));
    expect(onChange).toHaveBeenCalledWith('material', ['gold']);
  });

  it('shows selected options checked with the test hook, and clears', async () => {
    const onClear = vi.fn();
    render(
      <Filters
        groups={groups}
        selected={{ material: ['silver'] }}
        onChange={() => {}}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Silver (30)' })).toHaveProperty('checked', true);
    expect(screen.getAllByTestId('filter-option').length).toBeGreaterThanOrEqual(2);
    // The group and value ids let the app and its end-to-end tests find one option.
    const silver = screen
      .getAllByTestId('filter-option')
      .find((option) => option.getAttribute('data-value') === 'silver');
    expect(silver?.getAttribute('data-group')).toBe('material');
    expect(silver?.hasAttribute('data-selected')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalled();
  });
});
