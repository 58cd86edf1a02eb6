import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadMore } from './LoadMore.js';

const meta = {
  title: 'Catalogue/LoadMore',
  component: LoadMore,
  args: { shown: 24, total: 120, onLoadMore: () => {} },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const AllShown: Story = { args: { shown: 120 } };
export const RightToLeft: Story = {
  args: { statusLabel: (s, t) => `عرض ${s} من ${t} منتجًا`, buttonLabel: 'عرض المزيد' },
  globals: { locale: 'ar-SA' },
};
