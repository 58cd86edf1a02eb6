import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardSkeleton, Skeleton } from './Skeleton.js';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', inlineSize: '16rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Circle: Story = { args: { shape: 'circle', inlineSize: '3rem', blockSize: '3rem' } };
export const ProductCard: Story = {
  render: () => (
    <div
      style={{ inlineSize: '16rem' }}
      role="status"
      aria-busy="true"
      aria-label="Loading products"
    >
      <ProductCardSkeleton />
    </div>
  ),
};
