import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { useState } from 'react';
import { ShippingMethodPicker, type ShippingMethodPickerProps } from './ShippingMethodPicker.js';

const methods = [
  { id: 'standard', name: 'Standard delivery', description: '2-4 working days', price: money(0) },
  {
    id: 'express',
    name: 'Express delivery',
    description: 'Next working day',
    price: money(6.95),
  },
  {
    id: 'sdd',
    name: 'Same-day delivery',
    description: 'Order before 2 pm',
    price: money(9.95),
    isSameDay: true,
  },
  { id: 'store', name: 'Pick up in store', description: 'Free, in 2-3 days', price: money(0) },
];

function Stateful(
  props: Omit<
    ShippingMethodPickerProps,
    'value' | 'onChange' | 'sddPostalCode' | 'onSddPostalCodeChange' | 'onCheckSdd'
  > & { initial?: string },
) {
  const [value, setValue] = useState<string | null>(props.initial ?? 'standard');
  const [postalCode, setPostalCode] = useState('28001');
  return (
    <div style={{ maxInlineSize: '32rem' }}>
      <ShippingMethodPicker
        {...props}
        value={value}
        onChange={setValue}
        sddPostalCode={postalCode}
        onSddPostalCodeChange={setPostalCode}
        onCheckSdd={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/ShippingMethodPicker',
  component: Stateful,
  args: { methods, locale: 'en-GB' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SameDay: Story = { args: { initial: 'sdd' } };
/** The bag page: same-day is offered but not available until a served postal code is known. */
export const SameDayCheckWhenOffered: Story = {
  args: {
    sddCheck: 'offered',
    methods: methods.map((method) => (method.isSameDay ? { ...method, isDisabled: true } : method)),
  },
};
export const SameDayAvailable: Story = { args: { initial: 'sdd', sddStatus: 'available' } };
export const SameDayUnavailable: Story = { args: { initial: 'sdd', sddStatus: 'unavailable' } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    methods: [
      { id: 'standard', name: 'توصيل عادي', price: money(0, 'SAR') },
      { id: 'express', name: 'توصيل سريع', price: money(25, 'SAR') },
    ],
    labels: { group: 'طريقة الشحن', free: 'مجاني' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = {
  args: { initial: 'sdd' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
};
