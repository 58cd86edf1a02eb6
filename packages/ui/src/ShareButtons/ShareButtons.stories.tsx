import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButtons } from './ShareButtons.js';

const meta = {
  title: 'Content/ShareButtons',
  component: ShareButtons,
  args: {
    url: 'https://atelier.example/es-es/bear-ring/p/123',
    title: 'Bear ring',
    onCopy: () => {},
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wishlist: Story = { args: { networks: ['mail', 'facebook', 'whatsapp'] } };
export const Copied: Story = { args: { copied: true } };
export const RightToLeft: Story = { args: { label: 'مشاركة' }, globals: { locale: 'ar-SA' } };
