import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WishlistToggle } from './WishlistToggle.js';

const meta = {
  title: 'Catalogue/WishlistToggle',
  component: WishlistToggle,
  args: { pressed: false, onToggle: () => {}, label: 'Save to wishlist: Bear ring' },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};
export const Saved: Story = { args: { pressed: true } };
export const Pending: Story = { args: { isPending: true } };
/** Click it: the heart fills and aria-pressed turns true. */
export const Interactive: Story = {
  render: (args) => {
    const [pressed, setPressed] = useState(false);
    return <WishlistToggle {...args} pressed={pressed} onToggle={setPressed} />;
  },
};
export const RightToLeft: Story = {
  args: { label: 'أضف إلى المفضلة: خاتم الدب' },
  globals: { locale: 'ar-SA' },
};
