import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { MultipleMultimedia } from './MultipleMultimedia.js';

const meta = {
  title: 'Content/MultipleMultimedia',
  component: MultipleMultimedia,
  args: {
    items: [
      {
        id: 'a',
        type: 'image',
        image: { src: SAMPLE_IMAGES.ring, alt: 'Gold ring with a diamond' },
        caption: 'Solitaires',
        link: { label: 'Shop rings', href: '#rings' },
      },
      {
        id: 'b',
        type: 'image',
        image: { src: SAMPLE_IMAGES.necklace, alt: 'Gold necklace with an emerald' },
        caption: 'Emeralds',
      },
      {
        id: 'c',
        type: 'image',
        image: { src: SAMPLE_IMAGES.watch, alt: 'Silver watch' },
        caption: 'Watches',
      },
    ],
  },
} satisfies Meta<typeof MultipleMultimedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = { args: { label: 'معرض' }, globals: { locale: 'ar-SA' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
