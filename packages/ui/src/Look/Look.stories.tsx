import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { Look } from './Look.js';

const products = [
  {
    id: 'a',
    name: 'Pearl necklace',
    href: '#a',
    image: { src: SAMPLE_IMAGES.pearlNecklace, alt: '' },
    price: money(59),
    quantity: 1,
    available: true,
  },
  {
    id: 'b',
    name: 'Sapphire hoops',
    href: '#b',
    image: { src: SAMPLE_IMAGES.earrings, alt: '' },
    price: money(35),
    quantity: 1,
    available: true,
  },
  {
    id: 'c',
    name: 'Amethyst bracelet',
    href: '#c',
    image: { src: SAMPLE_IMAGES.bracelet, alt: '' },
    price: money(79),
    quantity: 2,
    available: false,
  },
];

const meta = {
  title: 'Content/Look',
  component: Look,
  args: {
    title: 'Sunday brunch',
    image: { src: SAMPLE_IMAGES.necklace, alt: 'Gold necklace with an emerald' },
    products,
    locale: 'en-GB',
    onAddLook: () => {},
  },
} satisfies Meta<typeof Look>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Adding: Story = { args: { isAdding: true } };
export const WithoutProducts: Story = { args: { showProducts: false } };
export const RightToLeft: Story = {
  args: {
    title: 'إطلالة الأحد',
    addLabel: 'أضيفي الإطلالة إلى الحقيبة',
    locale: 'ar-SA',
    products: products.map((product) => ({
      ...product,
      price: money(product.price.value, 'SAR'),
    })),
    unavailableLabel: 'غير متوفر',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
