import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_MARKS, type PaymentMarkCode } from './payment-logos.js';
import { PaymentLogo } from './PaymentLogo.js';

function AllLogos() {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--space-3)',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(PAYMENT_MARKS) as PaymentMarkCode[]).map((code) => (
        <li
          key={code}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 4,
            fontSize: 12,
          }}
        >
          <PaymentLogo code={code} height={36} />
          {PAYMENT_MARKS[code].label}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Checkout/PaymentLogo',
  component: PaymentLogo,
  args: { code: 'paypal', title: 'PayPal', height: 30 },
} satisfies Meta<typeof PaymentLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const All: Story = { render: () => <AllLogos /> };
