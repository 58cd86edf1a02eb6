import type { Meta, StoryObj } from '@storybook/react-vite';
import { WALLET_BUTTON_METHODS } from './wallet-marks.js';
import { WalletButton } from './WalletButton.js';

const NAMES = {
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  paypal: 'PayPal',
  amazonpay: 'Amazon Pay',
} as const;

function AllWallets({ prefix, dir }: { prefix: string; dir: 'ltr' | 'rtl' }) {
  return (
    <div dir={dir} style={{ display: 'grid', gap: 'var(--space-3)', maxInlineSize: '22rem' }}>
      {WALLET_BUTTON_METHODS.map((method) => (
        <WalletButton key={method} method={method} label={`${prefix} ${NAMES[method]}`} fullWidth />
      ))}
    </div>
  );
}

const meta = {
  title: 'Checkout/WalletButton',
  component: WalletButton,
  args: { method: 'applepay', label: 'Pagar con Apple Pay' },
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplePay: Story = {};
export const GooglePay: Story = { args: { method: 'googlepay', label: 'Pagar con Google Pay' } };
export const PayPal: Story = { args: { method: 'paypal', label: 'Pagar con PayPal' } };
export const AmazonPay: Story = { args: { method: 'amazonpay', label: 'Pagar con Amazon Pay' } };
export const Pending: Story = {
  args: { method: 'googlepay', label: 'Pagar con Google Pay', isPending: true },
};
export const Disabled: Story = {
  args: { method: 'paypal', label: 'Pagar con PayPal', isDisabled: true },
};
/** Every wallet, full width, as the bag and the payment step stack them. */
export const AllSpanish: Story = { render: () => <AllWallets prefix="Pagar con" dir="ltr" /> };
/** Right to left (sa-ar): the buttons follow the page, the marks still read left to right. */
export const AllArabic: Story = { render: () => <AllWallets prefix="ادفع عبر" dir="rtl" /> };
