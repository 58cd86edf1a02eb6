import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '../fixtures/money.js';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { ProductCard, type ProductTag } from '../ProductCard/ProductCard.js';
import { ProductGrid, type GridCell } from './ProductGrid.js';

const images = Object.values(SAMPLE_IMAGES);
const tagsFor = (i: number): ProductTag[] =>
  i % 5 === 0 ? ['novelty'] : i % 7 === 0 ? ['soldOut'] : i % 4 === 0 ? ['lastUnits'] : [];

const productCells = (count: number, locale = 'en-GB', currency = 'EUR'): GridCell[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `p${i}`,
    content: (
      <ProductCard
        name={`Bear pendant ${i + 1} in gold vermeil`}
        href="#product"
        image={{ src: images[i % images.length] ?? '', alt: `Product ${i + 1}` }}
        price={money(39 + i * 10, currency)}
        {...(i % 3 === 0 ? { previousPrice: money(59 + i * 10, currency) } : {})}
        locale={locale}
        tags={tagsFor(i)}
      />
    ),
  }));

const editorial: GridCell = {
  key: 'campaign',
  span: 'large',
  content: (
    <img
      src={SAMPLE_IMAGES.pearlNecklace}
      alt="Pearls campaign"
      width={400}
      height={500}
      style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' }}
    />
  ),
};

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { label: 'Necklaces', cells: productCells(8) },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const IrregularTemplate: Story = {
  args: { cells: [...productCells(2), editorial, ...productCells(8).slice(2)] },
};
export const Loading: Story = { args: { cells: [], loadingCount: 8 } };
export const LoadingMore: Story = { args: { loadingCount: 4 } };
export const Empty: Story = {
  args: { cells: [], emptyText: <p>Try removing a filter.</p> },
};
export const RightToLeft: Story = {
  args: { cells: productCells(4, 'ar-SA', 'SAR') },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
