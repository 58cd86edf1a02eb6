import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SortSelect, type SortSelectProps } from './SortSelect.js';

const options = [
  { value: 'selection', label: 'Our selection' },
  { value: 'highestPrice', label: 'Highest price' },
  { value: 'lowestPrice', label: 'Lowest price' },
  { value: 'novelties', label: 'New in' },
];

function Stateful(props: Omit<SortSelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('selection');
  return <SortSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Catalogue/SortSelect',
  component: Stateful,
  args: { options },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    label: 'ترتيب حسب',
    options: [
      { value: 'selection', label: 'اختيارنا' },
      { value: 'lowestPrice', label: 'السعر الأدنى' },
    ],
  },
  globals: { locale: 'ar-SA' },
};
