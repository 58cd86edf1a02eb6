import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  EngravingEditor,
  type EngravingEditorProps,
  type EngravingValue,
} from './EngravingEditor.js';

const fonts = [
  { id: 'classic', label: 'Classic', family: 'Fraunces Variable, serif' },
  { id: 'modern', label: 'Modern', family: 'Inter Variable, sans-serif' },
  { id: 'script', label: 'Script', family: 'cursive' },
];
const colours = [
  { id: 'natural', label: 'Natural', value: '#6b5226' },
  { id: 'black', label: 'Black', value: '#1c1a17' },
  { id: 'white', label: 'White', value: '#ffffff' },
];

function Stateful(
  props: Omit<EngravingEditorProps, 'value' | 'onChange'> & { initial: EngravingValue },
) {
  const [value, setValue] = useState(props.initial);
  return <EngravingEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Catalogue/EngravingEditor',
  component: Stateful,
  args: {
    fonts,
    colours,
    initial: { text: 'A & J', fontId: 'classic', colourId: 'natural', size: 40 },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { initial: { text: '', fontId: 'modern', colourId: 'black', size: 20 } },
};
export const WithError: Story = { args: { errorMessage: 'Emoji cannot be engraved' } };
export const LongText: Story = {
  args: {
    initial: { text: 'Forever and always!!', fontId: 'script', colourId: 'black', size: 75 },
  },
};
export const RightToLeft: Story = {
  args: {
    initial: { text: 'حب', fontId: 'classic', colourId: 'natural', size: 50 },
    labels: { text: 'نقشك', font: 'الخط', colour: 'اللون', size: 'الحجم', preview: 'معاينة' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
