import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { HeadingBanner } from './HeadingBanner.js';

const meta = {
  title: 'Content/HeadingBanner',
  component: HeadingBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Services',
    title: 'Engravings',
    description: 'Initials, dates and symbols, engraved in our workshop.',
  },
} satisfies Meta<typeof HeadingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithImage: Story = {
  args: { backgroundImage: { src: SAMPLE_IMAGES.necklace, alt: '' } },
};
export const RightToLeft: Story = {
  args: { eyebrow: 'خدمات', title: 'النقش', description: 'أحرف وتواريخ ورموز.' },
  globals: { locale: 'ar-SA' },
};
