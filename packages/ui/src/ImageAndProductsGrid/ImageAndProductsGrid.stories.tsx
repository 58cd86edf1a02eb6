import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { sampleProducts } from '../fixtures/products.js';
import { ImageAndProductsGrid } from './ImageAndProductsGrid.js';

const meta = {
  title: 'Content/ImageAndProductsGrid',
  component: ImageAndProductsGrid,
  args: {
    image: { src: SAMPLE_IMAGES.pearlNecklace, alt: 'Silver necklace with a pearl' },
    title: 'The pearl edit',
    href: '#pearls',
    products: sampleProducts(4),
  },
} satisfies Meta<typeof ImageAndProductsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ImageEnd: Story = { args: { imageSide: 'end' } };
export const RightToLeft: Story = {
  args: {
    title: 'مجموعة اللؤلؤ',
    products: sampleProducts(4, { locale: 'ar-SA', currency: 'SAR' }),
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
