import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { GridSlider } from './GridSlider.js';

const items = [
  { id: 'rings', image: { src: SAMPLE_IMAGES.ring, alt: '' }, label: 'Rings', href: '#rings' },
  {
    id: 'necklaces',
    image: { src: SAMPLE_IMAGES.necklace, alt: '' },
    label: 'Necklaces',
    href: '#necklaces',
  },
  {
    id: 'earrings',
    image: { src: SAMPLE_IMAGES.earrings, alt: '' },
    label: 'Earrings',
    href: '#earrings',
  },
  {
    id: 'bracelets',
    image: { src: SAMPLE_IMAGES.bracelet, alt: '' },
    label: 'Bracelets',
    href: '#bracelets',
  },
  {
    id: 'watches',
    image: { src: SAMPLE_IMAGES.watch, alt: '' },
    label: 'Watches',
    href: '#watches',
  },
  { id: 'charms', image: { src: SAMPLE_IMAGES.charm, alt: '' }, label: 'Charms', href: '#charms' },
];

const meta = {
  title: 'Content/GridSlider',
  component: GridSlider,
  args: { title: 'Shop by category', items, perView: { mobile: 2, desktop: 4 } },
} satisfies Meta<typeof GridSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreePerView: Story = { args: { perView: { mobile: 1.5, desktop: 3 } } };
export const RightToLeft: Story = {
  args: { title: 'تسوق حسب الفئة', items: items.map((item) => ({ ...item, label: 'خواتم' })) },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
