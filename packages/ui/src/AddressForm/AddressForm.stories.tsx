import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Address } from '@atelier/core-catalogue';
import {
  AddressForm,
  addressValuesOf,
  type AddressFormProps,
  type AddressValues,
} from './AddressForm.js';

const empty: AddressValues = {
  name: '',
  surname: '',
  address: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
};
/** core-catalogue's Address, as checkout's address verification proposes it. */
const madridAddress: Address = {
  name: 'Ana',
  surname: 'García López',
  address: 'Calle Mayor 1',
  additionalAddress: '3º B',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  region: { code: 'ES-M', name: 'Madrid' },
  country: { code: 'ES' },
  phone: '600 000 000',
  saveForFutureOrders: true,
};
const madrid = addressValuesOf(madridAddress);

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
      { ...madridAddress, address: 'Calle Mayor, 1' },
      { ...madridAddress, address: 'Calle Mayor, 11', postalCode: '28013' },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    labels: {
      name: 'الاسم الأول',
      surname: 'اسم العائلة',
      address: 'العنوان',
      additionalAddress: 'الشقة (اختياري)',
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

const CITIES: Record<string, string[]> = {
  'Ciudad de México': ['Benito Juárez', 'Coyoacán', 'Cuauhtémoc', 'Miguel Hidalgo'],
  Jalisco: ['Guadalajara', 'Zapopan'],
};
const option = (name: string) => ({ value: name, label: name });

/** Region and city pickers (mx-es): the city list follows the chosen region. */
function WithPickers() {
  const [values, setValues] = useState<AddressValues>({ ...empty, postalCode: '06600' });
  return (
    <div style={{ maxInlineSize: '36rem' }}>
      <AddressForm
        values={values}
        onChange={(field, value) =>
          setValues({ ...values, [field]: value, ...(field === 'region' ? { city: '' } : {}) })
        }
        onSubmit={() => {}}
        labels={{ region: 'Estado', city: 'Ciudad o alcaldía' }}
        pickers={{
          region: { options: Object.keys(CITIES).map(option) },
          city: { options: (CITIES[values.region] ?? []).map(option) },
        }}
      />
    </div>
  );
}
export const RegionAndCityPickers: Story = { render: () => <WithPickers /> };
