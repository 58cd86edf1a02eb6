import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountBanner } from './DiscountBanner.js';

const meta = {
  title: 'Content/DiscountBanner',
  component: DiscountBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    discount: '-20%',
    title: 'Mid-season sale',
    text: 'On a selection of necklaces and earrings until Sunday.',
    code: 'PEARL20',
    link: { label: 'Shop the sale', href: '#sale' },
  },
} satisfies Meta<typeof DiscountBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { args: { backgroundColor: '#1c1a17', textColor: '#faf7f2' } };
export const RightToLeft: Story = {
  args: {
    title: 'تخفيضات منتصف الموسم',
    text: 'على تشكيلة من القلادات.',
    codeLabel: 'الرمز',
    link: { label: 'تسوقي الآن', href: '#' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
