import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { useState } from 'react';
import {
  WorkshopPriceTable,
  type WorkshopCellView,
  type WorkshopPriceTableProps,
} from './WorkshopPriceTable.js';

const CATEGORIES = [
  { id: 1, title: 'Atelier Life', color: '#9e9e9e' },
  { id: 2, title: 'Atelier Life Fan', color: '#c9a227' },
  { id: 3, title: 'Atelier Life Lover', color: '#b76e79' },
  { id: 4, title: 'Atelier Life Expert', color: '#222222' },
];
const price =
  (currency: string) =>
  (value: number): WorkshopCellView => ({ kind: 'price', amount: money(value, currency) });
const quote: WorkshopCellView = { kind: 'marker', labelKey: 'seeBudget' };
const half: WorkshopCellView = { kind: 'marker', labelKey: 'fiftyPercentPvp' };
const none: WorkshopCellView = { kind: 'notOffered' };
const tiers = (
  p: (value: number) => WorkshopCellView,
  [steel, silver, gold]: [number, number, number],
  older = false,
) =>
  (older ? [1, 0.8, 0.5] : [1, 1, 0.8, 0.5]).map((f) => [
    p(Math.round(steel * f)),
    p(Math.round(silver * f)),
    p(Math.round(gold * f)),
  ]);

function Stateful({
  currency,
  ...props
}: Pick<WorkshopPriceTableProps, 'locale' | 'labels'> & { currency: string }) {
  const p = price(currency);
  const [type, setType] = useState('repair');
  const [twoYears, setTwoYears] = useState(false);
  const categories = twoYears ? CATEGORIES.slice(1) : CATEGORIES;
  const width = categories.length;
  return (
    <WorkshopPriceTable
      {...props}
      types={[
        { id: 'maintenance', label: 'Maintenance' },
        { id: 'repair', label: 'Repairs' },
        { id: 'otherServices', label: 'Other services' },
      ]}
      selectedType={type}
      onTypeChange={setType}
      leadingLabel="Service"
      categories={categories}
      materials={['Steel', 'Silver', 'Gold']}
      rows={[
        { id: '1', service: 'Shrink a ring', cells: tiers(p, [20, 30, 45], twoYears) },
        {
          id: '2',
          service: 'Rings above N18 with gems',
          cells: Array(width).fill([quote, quote, quote]),
        },
        { id: '3', service: 'Snap-hook earrings', cells: Array(width).fill([p(5), p(10), half]) },
        {
          id: '4',
          service: 'Small creole pressure',
          cells: Array(width).fill([none, p(10), p(20)]),
        },
      ]}
      twoYears={twoYears}
      onTwoYearsChange={setTwoYears}
    />
  );
}

const meta = {
  title: 'Services/WorkshopPriceTable',
  component: Stateful,
  args: { locale: 'es-ES', currency: 'EUR' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mexico: Story = { args: { locale: 'es-MX', currency: 'MXN' } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    currency: 'SAR',
    labels: {
      type: 'نوع الخدمة',
      twoYears: 'قطع عمرها أكثر من عامين',
      notOffered: 'غير متوفرة',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
