import type { Meta, StoryObj } from '@storybook/react-vite';
import { SizeGuide } from './SizeGuide.js';
import { SizeTables } from './SizeTables.js';

const rings = {
  id: 'rings',
  label: 'Rings',
  intro: 'Measure the inside diameter of a ring that fits you and find it in the table.',
  columns: ['Size', 'Diameter (mm)', 'Circumference (mm)', 'US', 'UK'],
  rows: [
    ['10', '15.9', '50', '5', 'J'],
    ['12', '16.5', '52', '6', 'L'],
    ['14', '17.2', '54', '7', 'N'],
    ['16', '17.8', '56', '8', 'P'],
    ['18', '18.5', '58', '8½', 'Q'],
  ],
};
const bracelets = {
  id: 'bracelets',
  label: 'Bracelets',
  columns: ['Size', 'Wrist (cm)', 'Bracelet (cm)'],
  rows: [
    ['S', '14-15', '16'],
    ['M', '15-16', '17.5'],
    ['L', '16-17', '19'],
  ],
};

const meta = {
  title: 'Catalogue/SizeGuide',
  component: SizeGuide,
  args: { tables: [rings, bracelets] },
} satisfies Meta<typeof SizeGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleTable: Story = { args: { tables: [rings] } };
export const RightToLeft: Story = {
  args: {
    label: 'دليل المقاسات',
    tables: [
      { ...rings, label: 'خواتم', columns: ['المقاس', 'القطر (مم)', 'المحيط (مم)', 'US', 'UK'] },
    ],
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
/** SizeTables: every table at once, no tabs (the help page, rendered on the server). */
export const AllTablesWithoutTabs: Story = {
  render: (args) => <SizeTables tables={args.tables} />,
};
