import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CardForm, type CardFormProps, type CardValues } from './CardForm.js';

function Stateful(
  props: Omit<CardFormProps, 'values' | 'onChange' | 'onSubmit'> & { initial?: CardValues },
) {
  const [values, setValues] = useState<CardValues>(
    props.initial ?? { name: '', number: '', expiry: '', cvc: '' },
  );
  return (
    <div style={{ maxInlineSize: '28rem' }}>
      <CardForm
        {...props}
        values={values}
        onChange={(field, value) => setValues({ ...values, [field]: value })}
        onSubmit={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/CardForm',
  component: Stateful,
  args: { brands: ['visa', 'mastercard', 'amex', 'maestro'], payLabel: 'Pay €191.25' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = {
  args: {
    initial: { name: 'Ana García', number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' },
  },
};
export const Errors: Story = {
  args: {
    initial: { name: 'Ana García', number: '4000 0000 0000 0002', expiry: '01/20', cvc: '' },
    errors: { expiry: 'The card has expired', cvc: 'Enter the 3 digits on the back' },
  },
};
export const Paying: Story = {
  args: {
    isSubmitting: true,
    initial: { name: 'Ana García', number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' },
  },
};
export const JapanBrands: Story = {
  args: { brands: ['visa', 'mastercard', 'jcb', 'amex', 'diners'], payLabel: '¥12,900 を支払う' },
  globals: { locale: 'ja-JP' },
};
export const RightToLeft: Story = {
  args: {
    brands: ['visa', 'mastercard'],
    payLabel: 'ادفع',
    labels: {
      name: 'الاسم على البطاقة',
      number: 'رقم البطاقة',
      expiry: 'تاريخ الانتهاء',
      cvc: 'رمز الأمان',
      brands: 'البطاقات المقبولة',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
