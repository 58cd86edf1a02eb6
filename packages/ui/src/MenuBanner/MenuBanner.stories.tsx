import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { MenuBanner } from './MenuBanner.js';

const items = Object.entries(SAMPLE_IMAGES).map(([id, src]) => ({
  id,
  label: id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
  href: `#${id}`,
  image: { src, alt: '' },
}));

const meta = {
  title: 'Content/MenuBanner',
  component: MenuBanner,
  args: { label: 'Categories', items, currentId: 'ring' },
} satisfies Meta<typeof MenuBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = { args: { label: 'الفئات' }, globals: { locale: 'ar-SA' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
/** A loyalty landing's anchor menu: in-page links without images. */
export const Anchors: Story = {
  args: {
    label: 'On this page',
    // The meta's currentId ('ring') matches none of these: no entry is marked current.
    items: ['Points', 'Rewards', 'Shipping'].map((label) => ({
      id: label,
      label,
      href: `#${label.toLowerCase()}`,
    })),
  },
};
