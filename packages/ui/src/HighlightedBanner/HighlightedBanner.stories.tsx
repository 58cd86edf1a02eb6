import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { HighlightedBanner } from './HighlightedBanner.js';

const meta = {
  title: 'Content/HighlightedBanner',
  component: HighlightedBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    image: { src: SAMPLE_IMAGES.earrings, alt: 'Silver earrings with sapphires' },
    title: 'Blue hour',
    text: 'Sapphire-blue stones set in sterling silver, made to be worn every day.',
    cta: { label: 'Discover the collection', href: '#blue' },
  },
} satisfies Meta<typeof HighlightedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ImageEnd: Story = { args: { imageSide: 'end' } };
export const RightToLeft: Story = {
  args: {
    title: 'الساعة الزرقاء',
    text: 'أحجار زرقاء مرصعة بالفضة.',
    cta: { label: 'اكتشفي المجموعة', href: '#' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
