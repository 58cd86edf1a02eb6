import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { Carousel } from './Carousel.js';

const slides = Object.entries(SAMPLE_IMAGES).map(([key, src]) => ({
  key,
  content: (
    <img
      src={src}
      alt={key}
      width={400}
      height={500}
      style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}
    />
  ),
}));

const meta = {
  title: 'Foundations/Carousel',
  component: Carousel,
  args: { label: 'Pieces', slides, perView: { mobile: 2, desktop: 4 }, showDots: true },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loop: Story = { args: { loop: true, perView: { mobile: 1, desktop: 2 } } };
export const RightToLeft: Story = {
  args: { label: 'قطع', labels: { previous: 'السابق', next: 'التالي' } },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
