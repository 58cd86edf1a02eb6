import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { BagToast } from './BagToast.js';

const meta = {
  title: 'Bag/BagToast',
  component: BagToast,
  parameters: { layout: 'fullscreen' },
  args: {
    name: 'Bold ring in gold vermeil',
    image: { src: SAMPLE_IMAGES.ring, alt: '' },
    sizeName: '14',
    price: money(89),
    locale: 'en-GB',
    onViewBag: () => {},
    onCheckout: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof BagToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    name: 'خاتم ذهبي',
    locale: 'ar-SA',
    price: money(89, 'SAR'),
    labels: {
      added: 'تمت الإضافة إلى حقيبتك',
      viewBag: 'عرض الحقيبة',
      checkout: 'إتمام الشراء',
      close: 'إغلاق',
      size: 'المقاس',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
