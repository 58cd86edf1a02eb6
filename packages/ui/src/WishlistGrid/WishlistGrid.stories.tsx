import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../fixtures/products.js';
import { WishlistGrid } from './WishlistGrid.js';

const meta = {
  title: 'Account/WishlistGrid',
  component: WishlistGrid,
  args: {
    title: 'My wishlist',
    products: sampleProducts(6).map((p) => ({
      ...p,
      inWishlist: true,
      onToggleWishlist: () => {},
    })),
    shareUrl: 'https://atelier.example/es-es/wishlist/abc123',
    onCopyShareUrl: () => {},
    onAddToBag: () => {},
    onRemove: () => {},
  },
} satisfies Meta<typeof WishlistGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Shared: Story = { args: { title: "Ana's wishlist", readOnly: true } };
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { products: [] } };
export const RightToLeft: Story = {
  args: {
    title: 'قائمة أمنياتي',
    products: sampleProducts(4, { locale: 'ar-SA', currency: 'SAR' }),
    labels: { addToBag: 'أضيفي إلى الحقيبة', remove: 'إزالة', share: 'شاركي قائمتك' },
  },
  globals: { locale: 'ar-SA' },
};
/** The wishlist page: the grid is the page's heading; a sized piece links to its page. */
export const PageWithSizedProduct: Story = {
  args: {
    headingLevel: 1,
    products: sampleProducts(3).map((p, i) => (i === 1 ? { ...p, chooseSizeHref: '#ring' } : p)),
  },
};
export const Busy: Story = { args: { isBusy: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
