import type { Meta, StoryObj } from '@storybook/react-vite';
import { productImage } from '../fixtures/images.js';
import { ProductGallery, type GalleryImage } from './ProductGallery.js';

const gallery = (kind: 'ring' | 'necklace', count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, variant) => {
    const src = productImage({ kind, metal: 'gold', gem: 'emerald', variant });
    return {
      alt: `Gold ${kind} with an emerald, view ${variant + 1}`,
      sources: { 96: src, 515: src, 1200: src, 3000: src },
    };
  });

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { images: gallery('necklace', 4) },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleImage: Story = { args: { images: gallery('ring', 1) } };
export const RightToLeft: Story = {
  args: {
    labels: {
      gallery: 'صور المنتج',
      previous: 'الصورة السابقة',
      next: 'الصورة التالية',
      zoom: 'تكبير الصورة',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
