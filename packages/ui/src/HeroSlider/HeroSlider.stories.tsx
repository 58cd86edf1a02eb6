import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { HeroSlider } from './HeroSlider.js';

const slides = [
  {
    id: 'pearls',
    image: { src: SAMPLE_IMAGES.pearlNecklace, alt: 'Silver necklace with a pearl' },
    eyebrow: 'New collection',
    title: 'The pearl edit',
    cta: { label: 'Discover', href: '#pearls' },
    tone: 'dark' as const,
  },
  {
    id: 'gold',
    image: { src: SAMPLE_IMAGES.bracelet, alt: 'Gold bracelet with amethysts' },
    title: 'Golden hour',
    cta: { label: 'Shop bracelets', href: '#bracelets' },
    tone: 'dark' as const,
  },
];

const meta = {
  title: 'Content/HeroSlider',
  component: HeroSlider,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Campaigns', slides },
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const LongText: Story = {
  args: {
    slides: [
      {
        ...slides[0]!,
        title: 'Jewellery that tells your story, engraved by hand in our Barcelona workshop',
      },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    slides: [
      {
        ...slides[0]!,
        eyebrow: 'مجموعة جديدة',
        title: 'مجموعة اللؤلؤ',
        cta: { label: 'اكتشفي', href: '#' },
      },
    ],
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** The hero that opens a page: its first slide's title is the page's h1. */
export const OpensThePage: Story = { args: { titleLevel: 1 } };
