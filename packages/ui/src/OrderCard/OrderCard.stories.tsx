import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { OrderCard } from './OrderCard.js';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    code: 'AT-000123',
    placedAt: '2026-11-02T10:00:00Z',
    statusLabel: 'Shipped',
    total: money(191.25),
    locale: 'en-GB',
    images: [
      { src: SAMPLE_IMAGES.ring, alt: 'Gold ring' },
      { src: SAMPLE_IMAGES.pearlNecklace, alt: 'Pearl necklace' },
    ],
    href: '#order',
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    total: money(191.25, 'SAR'),
    statusLabel: 'تم الشحن',
    labels: { order: 'الطلب', placed: 'بتاريخ', details: 'عرض التفاصيل', total: 'الإجمالي' },
  },
  globals: { locale: 'ar-SA' },
};
