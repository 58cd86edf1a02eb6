import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorModal } from './ErrorModal.js';

const meta = {
  title: 'Overlays/ErrorModal',
  component: ErrorModal,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    title: 'We could not add it to your bag',
    message: 'There are no more units of this size. Choose another size or try again later.',
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { actionLabel: 'Try again', onAction: () => {} } };
export const RightToLeft: Story = {
  args: {
    title: 'تعذرت الإضافة إلى الحقيبة',
    message: 'لا توجد وحدات متاحة من هذا المقاس.',
    dismissLabel: 'إغلاق',
  },
  globals: { locale: 'ar-SA' },
};
