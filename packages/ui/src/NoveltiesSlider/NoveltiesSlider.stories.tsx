import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../fixtures/products.js';
import { NoveltiesSlider } from './NoveltiesSlider.js';

const meta = {
  title: 'Content/NoveltiesSlider',
  component: NoveltiesSlider,
  args: {
    title: 'New in',
    products: sampleProducts(8),
    seeAll: { label: 'See all', href: '#new' },
  },
} satisfies Meta<typeof NoveltiesSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const RightToLeft: Story = {
  args: {
    title: 'وصل حديثًا',
    products: sampleProducts(6, { locale: 'ar-SA', currency: 'SAR' }),
    seeAll: { label: 'عرض الكل', href: '#' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
