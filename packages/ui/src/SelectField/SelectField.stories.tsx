import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SelectField, type SelectFieldProps } from './SelectField.js';

const STATES = [
  { value: 'Ciudad de México', label: 'Ciudad de México' },
  { value: 'Jalisco', label: 'Jalisco' },
  { value: 'Nuevo León', label: 'Nuevo León' },
];

function Controlled(props: Omit<SelectFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <SelectField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Foundations/SelectField',
  component: SelectField,
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Estado',
    name: 'region',
    options: STATES,
    value: '',
    onChange: () => undefined,
    autoComplete: 'address-level1',
    isRequired: true,
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'Jalisco' } };
export const WithError: Story = { args: { errorMessage: 'Este campo es obligatorio' } };
export const Disabled: Story = { args: { label: 'Ciudad', options: [], isDisabled: true } };
export const RightToLeft: Story = {
  args: {
    label: 'المنطقة',
    options: [
      { value: 'الرياض', label: 'الرياض' },
      { value: 'مكة المكرمة', label: 'مكة المكرمة' },
    ],
  },
  globals: { locale: 'ar-SA' },
};
