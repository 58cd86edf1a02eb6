import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentVoucher } from './PaymentVoucher.js';

const meta = {
  title: 'Checkout/PaymentVoucher',
  component: PaymentVoucher,
  args: {
    methodName: 'Multibanco',
    reference: '123456789',
    entity: '12345',
    expiresAt: '2026-11-29T10:00:00.000Z',
    locale: 'pt-PT',
  },
} satisfies Meta<typeof PaymentVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Multibanco: Story = {};
export const Oxxo: Story = {
  args: {
    methodName: 'OXXO',
    reference: '987654321',
    entity: null,
    locale: 'es-MX',
    labels: {
      title: 'Paga en efectivo con esta referencia',
      reference: 'Referencia',
      expiry: 'Paga antes del',
      barcode: 'Código de barras de la referencia',
    },
  },
};
export const RightToLeft: Story = {
  args: { locale: 'ar-SA', labels: { title: 'ادفع نقدًا بهذا المرجع', reference: 'المرجع' } },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
