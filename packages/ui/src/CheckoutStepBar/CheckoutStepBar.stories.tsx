import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutStepBar } from './CheckoutStepBar.js';

const steps = [
  { id: 'register', label: 'Identification', href: '#register' },
  { id: 'shipping', label: 'Shipping', href: '#shipping' },
  { id: 'billing', label: 'Billing', href: '#billing' },
  { id: 'payment', label: 'Payment', href: '#payment' },
];

const meta = {
  title: 'Checkout/CheckoutStepBar',
  component: CheckoutStepBar,
  args: { steps, currentId: 'shipping' },
} satisfies Meta<typeof CheckoutStepBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = { args: { currentId: 'register' } };
export const LastStep: Story = { args: { currentId: 'payment' } };
export const RightToLeft: Story = {
  args: {
    steps: [
      { id: 'a', label: 'التعريف', href: '#' },
      { id: 'b', label: 'الشحن' },
      { id: 'c', label: 'الدفع' },
    ],
    currentId: 'b',
    label: 'خطوات الدفع',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
