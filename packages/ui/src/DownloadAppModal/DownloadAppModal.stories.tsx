import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadAppModal } from './DownloadAppModal.js';

const meta = {
  title: 'Shell/DownloadAppModal',
  component: DownloadAppModal,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    title: 'Shop faster in the app',
    text: 'Save your favourites, track your orders and get early access to new collections.',
    stores: [
      { label: 'App Store', href: '#ios' },
      { label: 'Google Play', href: '#android' },
    ],
  },
} satisfies Meta<typeof DownloadAppModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: { title: 'تسوق أسرع عبر التطبيق', text: 'احفظ مفضلاتك وتتبع طلباتك.', closeLabel: 'إغلاق' },
  globals: { locale: 'ar-SA' },
};
