import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrackingForm } from './TrackingForm.js';

const meta = {
  title: 'Orders/TrackingForm',
  component: TrackingForm,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof TrackingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { isSubmitting: true } };
export const Error: Story = {
  args: { errorMessage: 'We could not find an order with that number and e-mail.' },
};
export const RightToLeft: Story = {
  args: { labels: { orderCode: 'رقم الطلب', email: 'البريد الإلكتروني', submit: 'تتبع طلبي' } },
  globals: { locale: 'ar-SA' },
};
