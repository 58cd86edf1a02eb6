import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { EditorialTile } from './EditorialTile.js';

const meta = {
  title: 'Catalogue/EditorialTile',
  component: EditorialTile,
  args: {
    image: { src: SAMPLE_IMAGES.charm, alt: '' },
    title: 'The evening look',
    href: '#look',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '28rem', blockSize: '34rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditorialTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const look = { detail: '3 pieces', cta: 'Shop the look' };

export const Look: Story = { args: look };
export const Banner: Story = { args: { title: 'Engrave it', href: '#engravings' } };
export const WithoutPage: Story = { args: { ...look, href: null } };
export const RightToLeft: Story = {
  args: { title: 'إطلالة المساء', detail: '٣ قطع', cta: 'تسوق الإطلالة' },
  globals: { locale: 'ar-SA' },
};
