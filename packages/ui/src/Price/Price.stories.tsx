import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { Price } from './Price.js';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { amount: money(49, 'GBP'), locale: 'en-GB' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = {
  args: { amount: money(39.2, 'GBP'), previousAmount: money(49, 'GBP') },
};
export const HistoricLowest: Story = {
  args: {
    amount: money(39.2, 'GBP'),
    previousAmount: money(49, 'GBP'),
    historicLowestAmount: money(35, 'GBP'),
  },
};
export const ProductPage: Story = {
  args: { size: 'lg', amount: money(129, 'GBP'), previousAmount: money(159, 'GBP') },
};
export const RoundDown: Story = {
  args: { amount: money(12900, 'JPY'), locale: 'ja-JP', roundDown: true },
};
export const RightToLeft: Story = {
  args: { amount: money(450, 'SAR'), previousAmount: money(600, 'SAR'), locale: 'ar-SA' },
  globals: { locale: 'ar-SA' },
};
