import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { CustomLooks } from './CustomLooks.js';

const looks = [
  {
    id: 'a',
    title: 'Sunday brunch',
    href: '#a',
    image: { src: SAMPLE_IMAGES.necklace, alt: '' },
    productCount: 3,
  },
  {
    id: 'b',
    title: 'Evening out',
    href: '#b',
    image: { src: SAMPLE_IMAGES.rubyRing, alt: '' },
    productCount: 2,
  },
  {
    id: 'c',
    title: 'Office days',
    href: '#c',
    image: { src: SAMPLE_IMAGES.watch, alt: '' },
    productCount: 4,
  },
];

const meta = {
  title: 'Content/CustomLooks',
  component: CustomLooks,
  args: { title: 'Shop the look', looks },
} satisfies Meta<typeof CustomLooks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { looks: [] } };
export const RightToLeft: Story = {
  args: { title: 'تسوقي الإطلالة', countLabel: (n) => `${n} قطع` },
  globals: { locale: 'ar-SA' },
};
