import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingProgress } from './FreeShippingProgress.js';

const meta = {
  title: 'Bag/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { subtotal: 32, threshold: 50, locale: 'en-GB', currency: 'EUR' },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { subtotal: 0 } };
export const Reached: Story = { args: { subtotal: 64 } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    currency: 'SAR',
    subtotal: 120,
    threshold: 300,
    remainingLabel: (a) => `أضيفي ${a} للحصول على شحن مجاني`,
  },
  globals: { locale: 'ar-SA' },
};
