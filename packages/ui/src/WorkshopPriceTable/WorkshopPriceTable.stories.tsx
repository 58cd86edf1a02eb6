import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WorkshopPriceTable, type WorkshopPriceTableProps } from './WorkshopPriceTable.js';

const categories = [
  {
    id: 'rings',
    title: 'Rings',
    rows: [
      { id: 'resize', service: 'Resize', price: 25, priceTwoYears: 0 },
      { id: 'stone', service: 'Replace a stone', price: 'seeBudget' as const },
      {
        id: 'plating',
        service: 'Re-plating',
        price: 'fiftyPercentPvp' as const,
        priceTwoYears: 'proportionalPvp' as const,
      },
    ],
  },
  {
    id: 'chains',
    title: 'Chains and necklaces',
    rows: [
      { id: 'solder', service: 'Solder a broken link', price: 15, priceTwoYears: 0 },
      { id: 'clasp', service: 'Replace the clasp', price: 18 },
      { id: 'shorten', service: 'Shorten', price: '' as const },
    ],
  },
];

function Stateful(props: Pick<WorkshopPriceTableProps, 'locale' | 'currency' | 'labels'>) {
  const [type, setType] = useState('jewellery');
  const [twoYears, setTwoYears] = useState(false);
  return (
    <WorkshopPriceTable
      {...props}
      types={[
        { id: 'jewellery', label: 'Jewellery' },
        { id: 'watches', label: 'Watches' },
      ]}
      selectedType={type}
      onTypeChange={setType}
      categories={categories}
      twoYears={twoYears}
      onTwoYearsChange={setTwoYears}
    />
  );
}

const meta = {
  title: 'Services/WorkshopPriceTable',
  component: Stateful,
  args: { locale: 'en-GB', currency: 'EUR' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    currency: 'SAR',
    labels: {
      type: 'نوع القطعة',
      twoYears: 'تم شراؤها خلال العامين الماضيين',
      service: 'الخدمة',
      price: 'السعر',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
