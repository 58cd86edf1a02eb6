import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_LINES } from '../fixtures/bag.js';
import { WalletButton } from '../WalletButton/WalletButton.js';
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
    subtotal: money(207),
    locale: 'en-GB',
    freeShippingThreshold: money(250),
    onCheckout: () => {},
    continueShopping: { label: 'Discover new in', href: '#new' },
  },
} satisfies Meta<typeof BagDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { lines: [], count: 0, subtotal: money(0) } };
export const Loading: Story = { args: { isLoading: true } };
export const FreeShipping: Story = { args: { subtotal: money(260) } };
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    subtotal: money(207, 'SAR'),
    freeShippingThreshold: money(250, 'SAR'),
    lines: SAMPLE_LINES.map((line) => ({
      ...line,
      locale: 'ar-SA',
      price: { ...line.price, currency: 'SAR' },
      previousPrice: line.previousPrice ? { ...line.previousPrice, currency: 'SAR' } : null,
    })),
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
/** Express checkout under the checkout link: the wallets the site and back-end offer. */
export const WithExpressButtons: Story = {
  args: {
    checkoutHref: '#checkout',
    viewBagHref: '#bag',
    express: (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <WalletButton method="applepay" label="Pay with Apple Pay" fullWidth />
        <WalletButton method="googlepay" label="Pay with Google Pay" fullWidth />
        <WalletButton method="paypal" label="Pay with PayPal" fullWidth />
      </div>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
