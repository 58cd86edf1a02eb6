import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_TEXT } from '../fixtures/images.js';
import { Toast, ToastRegion } from './Toast.js';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Saved to your wishlist', onClose: () => {} },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { tone: 'success', message: 'Address saved' } };
export const Error: Story = { args: { tone: 'error', message: 'We could not apply the voucher' } };
export const WithAction: Story = {
  args: { message: 'Removed from your bag', actionLabel: 'Undo', onAction: () => {} },
};
export const LongText: Story = { args: { message: LONG_TEXT } };
export const InRegion: Story = {
  render: (args) => (
    <ToastRegion>
      <Toast {...args} />
      <Toast {...args} tone="success" message="Address saved" />
    </ToastRegion>
  ),
};
export const RightToLeft: Story = {
  args: { message: 'تمت الإضافة إلى قائمة الأمنيات', closeLabel: 'إغلاق' },
  globals: { locale: 'ar-SA' },
};
