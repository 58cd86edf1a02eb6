import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { NewsletterPopup } from './NewsletterPopup.js';

const meta = {
  title: 'Shell/NewsletterPopup',
  component: NewsletterPopup,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    onSubmit: () => {},
    image: { src: SAMPLE_IMAGES.charm, alt: 'Rose gold charm with a pearl' },
  },
} satisfies Meta<typeof NewsletterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { status: 'submitting' } };
export const Error: Story = {
  args: { status: 'error', errorMessage: 'This e-mail is already subscribed.' },
};
export const Success: Story = { args: { status: 'success' } };
export const RightToLeft: Story = {
  args: {
    labels: {
      title: 'اشترك في نشرتنا',
      email: 'البريد الإلكتروني',
      submit: 'اشتراك',
      close: 'إغلاق',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
