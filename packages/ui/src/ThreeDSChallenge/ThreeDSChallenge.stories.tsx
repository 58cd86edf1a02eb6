import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThreeDSChallenge } from './ThreeDSChallenge.js';

const bankPage = `<!doctype html><html lang="en"><body style="font-family:system-ui;padding:1rem"><h1 style="font-size:1.1rem">Sandbox bank</h1><p>Approve the payment of €191.25?</p><button>Approve</button> <button>Deny</button></body></html>`;

const meta = {
  title: 'Checkout/ThreeDSChallenge',
  component: ThreeDSChallenge,
  args: { isOpen: true, srcDoc: bankPage, onCancel: () => {} },
} satisfies Meta<typeof ThreeDSChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    title: 'أكدي الدفع مع البنك',
    text: 'يحتاج البنك إلى التحقق.',
    cancelLabel: 'إلغاء الدفع',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
