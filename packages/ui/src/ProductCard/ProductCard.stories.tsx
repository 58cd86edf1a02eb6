import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { LONG_TEXT, SAMPLE_IMAGES } from '../fixtures/images.js';
import { ProductCardSkeleton } from '../Skeleton/Skeleton.js';
import { ProductCard } from './ProductCard.js';

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Bold ring in gold vermeil with diamond',
    href: '#product',
    image: { src: SAMPLE_IMAGES.ring, alt: 'Gold ring with a diamond' },
    hoverImage: { src: SAMPLE_IMAGES.rubyRing, alt: '' },
    price: money(89),
    locale: 'en-GB',
    onToggleWishlist: () => {},
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { tags: ['novelty'] } };
export const Discounted: Story = {
  args: { price: money(62.3), previousPrice: money(89), tags: ['onlineExclusive'] },
};
export const LastUnits: Story = { args: { tags: ['lastUnits', 'engraved'] } };
export const LastOne: Story = { args: { tags: ['lastOne'] } };
export const SoldOut: Story = { args: { tags: ['soldOut'] } };
export const Personalised: Story = {
  args: {
    tags: ['personalised'],
    swatches: [
      { name: 'Gold', colour: '#d4b26a' },
      { name: 'Silver', colour: '#c9cdd2' },
      { name: 'Rose gold', colour: '#e0a994' },
    ],
  },
};
export const InWishlist: Story = { args: { inWishlist: true } };
export const LongText: Story = {
  args: { name: LONG_TEXT, tags: ['novelty', 'onlineExclusive', 'lastUnits'] },
};
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
export const RightToLeft: Story = {
  args: {
    name: 'خاتم ذهبي مع ماسة',
    locale: 'ar-SA',
    price: money(450, 'SAR'),
    previousPrice: money(600, 'SAR'),
    tags: ['novelty'],
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
