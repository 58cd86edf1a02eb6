import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../fixtures/products.js';
import { FourProducts } from './FourProducts.js';

const meta = {
  title: 'Content/FourProducts',
  component: FourProducts,
  args: { title: 'Gift ideas', products: sampleProducts(4) },
} satisfies Meta<typeof FourProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    title: 'أفكار للهدايا',
    products: sampleProducts(4, { locale: 'ar-SA', currency: 'SAR' }),
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
