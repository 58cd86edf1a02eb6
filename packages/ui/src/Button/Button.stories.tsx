import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingBag } from 'lucide-react';
import { Button } from './Button.js';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  args: { children: 'Add to bag', onPress: () => {} },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View bag' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Link: Story = { args: { variant: 'link', children: 'Size guide' } };
export const IconOnly: Story = {
  args: {
    iconOnly: true,
    variant: 'ghost',
    'aria-label': 'Bag',
    children: <ShoppingBag size={20} aria-hidden="true" />,
  },
};
export const Pending: Story = { args: { isPending: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Go to checkout' } };
export const StudioLine: Story = { globals: { vertical: 'suot' } };
export const RightToLeft: Story = {
  args: { children: 'أضيفي إلى الحقيبة' },
  globals: { locale: 'ar-SA' },
};
