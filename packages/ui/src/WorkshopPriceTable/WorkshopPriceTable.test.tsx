import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WorkshopPriceTable, type WorkshopCellView } from './WorkshopPriceTable.js';

const price = (value: number): WorkshopCellView => ({
  kind: 'price',
  amount: { value, currency: 'EUR' },
});
const NOT: WorkshopCellView = { kind: 'notOffered' };
const QUOTE: WorkshopCellView = { kind: 'marker', labelKey: 'seeBudget' };

const ALL = [
  { id: 1, title: 'Life', color: '#9e9e9e' },
  { id: 2, title: 'Life Fan', color: '#c9a227' },
];

function Harness({ onType }: { onType: (id: string) => void }) {
  const [twoYears, setTwoYears] = useState(false);
  // As the page does: with the toggle on, category 1 (no older variant) leaves the table.
  const categories = twoYears ? ALL.slice(1) : ALL;
  const resize = twoYears
    ? [[price(30), NOT, QUOTE]]
    : [
        [price(20), NOT, QUOTE],
        [price(20), price(30), price(45)],
      ];
  return (
    <WorkshopPriceTable
      types={[
        { id: 'repair', label: 'Repairs' },
        { id: 'maintenance', label: 'Maintenance' },
      ]}
      selectedType="repair"
      onTypeChange={onType}
      leadingLabel="Service"
      categories={categories}
      materials={['Steel', 'Silver', 'Gold']}
      rows={[{ id: 'r1', service: 'Resize a ring', cells: resize }]}
      twoYears={twoYears}
      onTwoYearsChange={setTwoYears}
      locale="en-GB"
    />
  );
}

describe('WorkshopPriceTable', () => {
  it('heads each category with its colour over three materials; markers and gaps are words', () => {
    render(<Harness onType={() => {}} />);
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings).toEqual([
      'Service',
      'Life',
      'Life Fan',
      'Steel',
      'Silver',
      'Gold',
      'Steel',
      'Silver',
      'Gold',
    ]);
    const fan = screen.getByRole('columnheader', { name: 'Life Fan' });
    expect(fan.getAttribute('colspan')).toBe('3');
    expect(fan.style.borderBlockStartColor).toBe('rgb(201, 162, 39)');
    const row = screen.getByRole('rowheader', { name: 'Resize a ring' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      '€20.00',
      'Not offered',
      'Price on quote',
      '€20.00',
      '€30.00',
      '€45.00',
    ]);
    // The wide table scrolls inside a named, focusable region.
    expect(screen.getByRole('region', { name: 'Service' }).getAttribute('tabindex')).toBe('0');
  });

  it('toggles to pieces older than two years from the keyboard and changes the type', async () => {
    const onType = vi.fn();
    render(<Harness onType={onType} />);
    const toggle = screen.getByRole('switch', { name: 'Pieces more than two years old' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('columnheader', { name: 'Life' })).toBeNull();
    const row = screen.getByRole('rowheader', { name: 'Resize a ring' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['€30.00', 'Not offered', 'Price on quote']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type of service' }),
      'Maintenance',
    );
    expect(onType).toHaveBeenCalledWith('maintenance');
  });
});
