import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.js';

const meta = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  args: { page: 5, totalPages: 12, hrefFor: (n: number) => `?page=${n}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const RightToLeft: Story = {
  args: {
    label: 'ترقيم الصفحات',
    previousLabel: 'السابق',
    nextLabel: 'التالي',
    pageLabel: (n) => `صفحة ${n}`,
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
