import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { FreeShippingProgress } from './FreeShippingProgress.js';

const meta = {
  title: 'Bag/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { subtotal: money(32), threshold: money(50), locale: 'en-GB' },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { subtotal: money(0) } };
export const Reached: Story = { args: { subtotal: money(64) } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    subtotal: money(120, 'SAR'),
    threshold: money(300, 'SAR'),
    remainingLabel: (a) => `أضيفي ${a} للحصول على شحن مجاني`,
  },
  globals: { locale: 'ar-SA' },
};
