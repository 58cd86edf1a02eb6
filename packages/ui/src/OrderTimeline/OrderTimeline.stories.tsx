import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderTimeline } from './OrderTimeline.js';

const steps = [
  {
    status: 'CREATED',
    label: 'Order placed',
    state: 'done' as const,
    date: '2026-11-02T10:00:00Z',
  },
  {
    status: 'IN_PREPARATION',
    label: 'Being prepared',
    state: 'done' as const,
    date: '2026-11-02T16:00:00Z',
  },
  { status: 'SHIPPED', label: 'Shipped', state: 'current' as const, date: '2026-11-03T09:00:00Z' },
  { status: 'DELIVERED', label: 'Delivered', state: 'pending' as const },
];

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  args: { steps, locale: 'en-GB' },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Delivered: Story = {
  args: {
    steps: steps.map((s) => ({
      ...s,
      state: 'done' as const,
      date: s.date ?? '2026-11-05T12:00:00Z',
    })),
  },
};
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    label: 'حالة الطلب',
    steps: [
      { status: 'CREATED', label: 'تم الطلب', state: 'done', date: '2026-11-02T10:00:00Z' },
      { status: 'SHIPPED', label: 'تم الشحن', state: 'current' },
    ],
  },
  globals: { locale: 'ar-SA' },
};
