import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { SmallBanner } from './SmallBanner.js';

const meta = {
  title: 'Content/SmallBanner',
  component: SmallBanner,
  args: {
    image: { src: SAMPLE_IMAGES.charm, alt: '' },
    title: 'Engrave it',
    text: 'Free engraving in every store.',
    href: '#engraving',
  },
} satisfies Meta<typeof SmallBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: { title: 'انقشيها', text: 'نقش مجاني في كل متجر.' },
  globals: { locale: 'ar-SA' },
};
