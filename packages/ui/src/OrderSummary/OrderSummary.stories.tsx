import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { OrderSummary } from './OrderSummary.js';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      {
        id: '1',
        name: 'Bold ring in gold vermeil',
        quantity: 1,
        total: money(89),
        image: { src: SAMPLE_IMAGES.ring, alt: '' },
      },
      {
        id: '2',
        name: 'Pearl necklace',
        quantity: 2,
        total: money(118),
        image: { src: SAMPLE_IMAGES.pearlNecklace, alt: '' },
      },
    ],
    subtotal: money(207),
    shipping: money(4.95),
    discounts: [{ label: 'WELCOME10', amount: money(20.7) }],
    total: money(191.25),
    locale: 'en-GB',
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FreeShipping: Story = {
  args: { shipping: money(0), discounts: [], total: money(207) },
};
export const ShippingUnknown: Story = {
  args: { shipping: null, discounts: [], total: money(207) },
};
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    items: [],
    subtotal: money(207, 'SAR'),
    shipping: money(4.95, 'SAR'),
    discounts: [{ label: 'WELCOME10', amount: money(20.7, 'SAR') }],
    total: money(191.25, 'SAR'),
    labels: {
      title: 'ملخص الطلب',
      subtotal: 'المجموع الفرعي',
      shipping: 'الشحن',
      total: 'الإجمالي',
      quantity: (n) => `الكمية: ${n}`,
      taxes: 'شامل الضرائب',
    },
  },
  globals: { locale: 'ar-SA' },
};

/** The bag page: the lines are listed above, the summary ends with the way to checkout. */
export const BagPage: Story = {
  args: {
    items: [],
    children: (
      <a href="#checkout" style={{ textAlign: 'center' }}>
        Go to checkout
      </a>
    ),
  },
};
