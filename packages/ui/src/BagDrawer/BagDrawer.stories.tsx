import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_LINES } from '../fixtures/bag.js';
import { BagDrawer } from './BagDrawer.js';

const meta = {
  title: 'Bag/BagDrawer',
  component: BagDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: () => {},
    lines: SAMPLE_LINES,
    count: 3,
    subtotal: 207,
    locale: 'en-GB',
    currency: 'EUR',
    freeShippingThreshold: 250,
    onCheckout: () => {},
    continueShopping: { label: 'Discover new in', href: '#new' },
  },
} satisfies Meta<typeof BagDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { lines: [], count: 0, subtotal: 0 } };
export const Loading: Story = { args: { isLoading: true } };
export const FreeShipping: Story = { args: { subtotal: 260 } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    currency: 'SAR',
    lines: SAMPLE_LINES.map((line) => ({ ...line, locale: 'ar-SA', currency: 'SAR' })),
    labels: {
      title: (n) => `حقيبتك (${n})`,
      subtotal: 'المجموع الفرعي',
      checkout: 'إتمام الشراء',
      close: 'إغلاق',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const WithLinksAndNotice: Story = {
  args: {
    checkoutHref: '#checkout',
    viewBagHref: '#bag',
    notice: <p style={{ margin: 0 }}>Pearl necklace was removed from your bag.</p>,
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
