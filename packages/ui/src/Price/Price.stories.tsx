import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.js';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { amount: 49, locale: 'en-GB', currency: 'GBP' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = { args: { amount: 39.2, previousAmount: 49 } };
export const HistoricLowest: Story = {
  args: { amount: 39.2, previousAmount: 49, historicLowestAmount: 35 },
};
export const ProductPage: Story = { args: { size: 'lg', amount: 129, previousAmount: 159 } };
export const RoundDown: Story = {
  args: { amount: 12900, locale: 'ja-JP', currency: 'JPY', roundDown: true },
};
export const RightToLeft: Story = {
  args: { amount: 450, previousAmount: 600, locale: 'ar-SA', currency: 'SAR' },
  globals: { locale: 'ar-SA' },
};
