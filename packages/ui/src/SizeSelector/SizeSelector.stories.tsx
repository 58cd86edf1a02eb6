import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SizeSelector, type SizeSelectorProps } from './SizeSelector.js';

const sizes = ['10', '12', '14', '16', '18', '20', '22'].map((name, i) => ({
  code: name,
  name,
  available: i !== 2 && i !== 5,
  ...(i === 4 ? { hint: 'Last units' } : {}),
}));

function Stateful(props: Omit<SizeSelectorProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return <SizeSelector {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Catalogue/SizeSelector',
  component: Stateful,
  args: { sizes, onOpenSizeGuide: () => {} },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { errorMessage: 'Choose a size to add it to your bag' } };
export const AllSoldOut: Story = {
  args: { sizes: sizes.map((s) => ({ ...s, available: false })) },
};
export const LongNames: Story = {
  args: {
    sizes: ['Small (40 cm)', 'Medium (45 cm)', 'Large (50 cm, adjustable)'].map((name) => ({
      code: name,
      name,
      available: true,
    })),
  },
};
export const RightToLeft: Story = {
  args: { label: 'المقاس', sizeGuideLabel: 'دليل المقاسات', soldOutLabel: 'نفدت الكمية' },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
