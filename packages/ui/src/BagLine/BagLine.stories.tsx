import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { LONG_TEXT, SAMPLE_IMAGES } from '../fixtures/images.js';
import { BagLine } from './BagLine.js';

const meta = {
  title: 'Bag/BagLine',
  component: BagLine,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Bold ring in gold vermeil',
    href: '#ring',
    image: { src: SAMPLE_IMAGES.ring, alt: '' },
    sizeName: '14',
    quantity: 1,
    price: money(89),
    locale: 'en-GB',
    maxQuantity: 5,
    onIncrease: () => {},
    onDecrease: () => {},
    onRemove: () => {},
    onSaveForLater: () => {},
  },
} satisfies Meta<typeof BagLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity 1: the decrease button removes the line, with a bin icon and the remove label. */
export const Default: Story = {};
export const Engraved: Story = { args: { engravingText: 'A & J 2026', onEditEngraving: () => {} } };
export const Discounted: Story = {
  args: { quantity: 2, price: money(62.3), previousPrice: money(89) },
};
export const LastUnits: Story = {
  args: { quantity: 2, maxQuantity: 2, stockMessage: 'Only 2 left' },
};
export const Gift: Story = {
  args: {
    name: 'Gift box',
    isGift: true,
    sizeName: null,
    image: { src: SAMPLE_IMAGES.charm, alt: '' },
  },
};
/** A free gift of a promotion on the bag page: not removable. */
export const FreeGift: Story = {
  args: {
    name: 'Gift box',
    isGift: true,
    isRemovable: false,
    sizeName: null,
    image: { src: SAMPLE_IMAGES.charm, alt: '' },
    labels: { gift: 'Free gift' },
  },
};
/** The bag page's line, with its gift message under it and save for later. */
export const WithGiftMessage: Story = {
  args: {
    onSaveForLater: () => {},
    children: <p style={{ margin: 0 }}>Gift message: To Ana, from Leo, “Happy birthday”</p>,
  },
};
export const SeveralUnits: Story = { args: { quantity: 3, maxQuantity: 4 } };
export const Updating: Story = { args: { isUpdating: true } };
export const LongText: Story = { args: { name: LONG_TEXT, engravingText: 'Forever and always' } };
export const RightToLeft: Story = {
  args: {
    name: 'خاتم ذهبي',
    locale: 'ar-SA',
    price: money(450, 'SAR'),
    labels: {
      size: 'المقاس',
      remove: 'إزالة',
      saveForLater: 'حفظ لوقت لاحق',
      increase: 'زيادة الكمية',
      decrease: 'إنقاص الكمية',
      quantity: 'الكمية',
      unitPrice: '{price} للقطعة',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
