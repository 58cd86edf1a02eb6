import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PaymentMethodList, type PaymentMethodListProps } from './PaymentMethodList.js';

const methods = [
  {
    code: 'card',
    label: 'Credit or debit card',
    description: 'Visa, Mastercard, American Express',
  },
  { code: 'paypal', label: 'PayPal' },
  { code: 'applepay', label: 'Apple Pay' },
  { code: 'googlepay', label: 'Google Pay' },
  { code: 'klarna', label: 'Klarna', description: 'Pay in 3 interest-free instalments' },
  { code: 'bizum', label: 'Bizum' },
  { code: 'cod', label: 'Cash on delivery', isDisabled: true },
];

function Stateful(props: Omit<PaymentMethodListProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>('card');
  return (
    <div style={{ maxInlineSize: '30rem' }}>
      <PaymentMethodList {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Checkout/PaymentMethodList',
  component: Stateful,
  args: { methods },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { errorMessage: 'Choose a payment method' } };
export const RightToLeft: Story = {
  args: {
    label: 'طريقة الدفع',
    methods: [
      { code: 'card', label: 'بطاقة' },
      { code: 'tabby', label: 'تابي', description: 'قسّمها على 4 دفعات' },
    ],
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
