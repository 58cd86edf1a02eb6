import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WorkshopPriceTable } from './WorkshopPriceTable.js';

const categories = [
  {
    id: 'rings',
    title: 'Rings',
    rows: [
      { id: 'resize', service: 'Resize', price: 25, priceTwoYears: 0 },
      { id: 'stone', service: 'Replace a stone', price: 'seeBudget' as const },
      { id: 'polish', service: 'Polish', price: '' as const },
    ],
  },
];

function Harness({ onType }: { onType: (id: string) => void }) {
  const [twoYears, setTwoYears] = useState(false);
  return (
    <WorkshopPriceTable
      types={[
        { id: 'jewellery', label: 'Jewellery' },
        { id: 'watches', label: 'Watches' },
      ]}
      selectedType="jewellery"
      onTypeChange={onType}
      categories={categories}
      twoYears={twoYears}
      onTwoYearsChange={setTwoYears}
      locale="en-GB"
      currency="EUR"
    />
  );
}

describe('WorkshopPriceTable', () => {
  it('shows prices, markers and gaps under each category heading', () => {
    render(<Harness onType={() => {}} />);
    const section = screen.getByRole('region', { name: 'Rings' });
    const row = (name: string) => within(section).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Resize').textContent).toContain('€25.00');
    expect(row('Replace a stone').textContent).toContain('Ask for a quote');
    expect(row('Polish').textContent).toContain('—');
  });

  it('switches to two-year prices from the keyboard and changes the type', async () => {
    const onType = vi.fn();
    render(<Harness onType={onType} />);
    screen.getByRole('switch', { name: 'Bought in the last two years' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('rowheader', { name: 'Resize' }).closest('tr')?.textContent).toContain(
      '€0.00',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type of piece' }),
      'Watches',
    );
    expect(onType).toHaveBeenCalledWith('watches');
  });
});
