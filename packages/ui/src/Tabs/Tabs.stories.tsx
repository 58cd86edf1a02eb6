import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.js';

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: {
    label: 'Product details',
    items: [
      {
        id: 'description',
        label: 'Description',
        content: <p>Necklace in 18 kt gold vermeil with a cultured pearl.</p>,
      },
      { id: 'materials', label: 'Materials', content: <p>925 silver with 18 kt gold plating.</p> },
      { id: 'care', label: 'Care', content: <p>Keep away from perfume and water.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    label: 'تفاصيل المنتج',
    items: [
      { id: 'd', label: 'الوصف', content: <p>قلادة من الذهب.</p> },
      { id: 'c', label: 'العناية', content: <p>تجنب العطور.</p> },
    ],
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
