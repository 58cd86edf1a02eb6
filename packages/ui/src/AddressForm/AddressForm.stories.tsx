import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AddressForm, type AddressFormProps, type AddressValues } from './AddressForm.js';

const empty: AddressValues = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
};
const madrid: AddressValues = {
  firstName: 'Ana',
  lastName: 'García López',
  line1: 'Calle Mayor 1',
  line2: '3º B',
  postalCode: '28001',
  city: 'Madrid',
  region: 'Madrid',
  phone: '600 000 000',
};

function Stateful(
  props: Omit<AddressFormProps, 'values' | 'onChange' | 'onSubmit'> & { initial?: AddressValues },
) {
  const [values, setValues] = useState(props.initial ?? empty);
  return (
    <div style={{ maxInlineSize: '36rem' }}>
      <AddressForm
        {...props}
        values={values}
        onChange={(field, value) => setValues({ ...values, [field]: value })}
        onSubmit={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/AddressForm',
  component: Stateful,
  args: { submitTestId: 'checkout-continue' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { initial: madrid } };
export const FieldErrors: Story = {
  args: {
    initial: { ...madrid, postalCode: '2800', phone: '' },
    errors: { postalCode: 'Enter a 5-digit postal code', phone: 'Enter your phone number' },
  },
};
export const Submitting: Story = { args: { initial: madrid, isSubmitting: true } };
export const Suggestions: Story = {
  args: {
    initial: madrid,
    suggestions: [
      { ...madrid, line1: 'Calle Mayor, 1' },
      { ...madrid, line1: 'Calle Mayor, 11', postalCode: '28013' },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      line1: 'العنوان',
      line2: 'الشقة (اختياري)',
      postalCode: 'الرمز البريدي',
      city: 'المدينة',
      region: 'المنطقة',
      phone: 'الهاتف',
      submit: 'متابعة',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
