import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'jewellery', label: 'Jewellery', href: '#jewellery' },
      { id: 'rings', label: 'Rings' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DisabledPrefix: Story = {
  args: {
    items: [
      { id: 'prefix', label: 'Materials', disabled: true },
      { id: 'metal', label: 'Metals', href: '#metals' },
      { id: 'gold', label: 'Gold vermeil' },
    ],
  },
};
export const LongText: Story = {
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'a', label: 'Personalised jewellery and engravings for every occasion', href: '#a' },
      { id: 'b', label: 'Children and baptism medals in eighteen-carat gold' },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    label: 'مسار التنقل',
    items: [
      { id: 'home', label: 'الرئيسية', href: '#home' },
      { id: 'rings', label: 'خواتم' },
    ],
  },
  globals: { locale: 'ar-SA' },
};
