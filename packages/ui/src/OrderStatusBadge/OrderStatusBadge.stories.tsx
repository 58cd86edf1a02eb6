import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusBadge } from './OrderStatusBadge.js';

const meta = {
  title: 'Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { label: 'Being prepared', color: 'blue', srPrefix: 'Status' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const ReadyToBeShipped: Story = { args: { label: 'Ready to be shipped', color: 'yellow' } };
export const Delivered: Story = { args: { label: 'Delivered', color: 'green' } };
export const Cancelled: Story = { args: { label: 'Cancelled', color: 'red' } };
export const Returned: Story = { args: { label: 'Returned', color: 'grey' } };
export const UnknownColour: Story = { args: { label: 'Processing', color: '#123456' } };
export const RightToLeft: Story = {
  args: { label: 'قيد التجهيز', color: 'blue', srPrefix: 'الحالة' },
  globals: { locale: 'ar-SA' },
};
