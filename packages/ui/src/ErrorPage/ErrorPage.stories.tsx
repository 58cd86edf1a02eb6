import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { ErrorPage } from './ErrorPage.js';

const notFound = {
  labels: {
    title: 'We cannot find this page',
    suotTitle: 'This page wandered off',
    description: 'It may have moved, or the product may no longer be available.',
  },
  titleAlign: 'left' as const,
  links: [
    { label: 'New in', href: '#new' },
    { label: 'Home page', href: '#home' },
  ],
  image: { src: SAMPLE_IMAGES.earrings, alt: 'Silver earrings with sapphires' },
};

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 404, content: notFound, statusLabel: 'Error 404' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Gone: Story = { args: { status: 410, statusLabel: 'Error 410' } };
export const ServerError: Story = {
  args: {
    status: 500,
    statusLabel: 'Error 500',
    content: {
      labels: {
        title: 'Something went wrong on our side',
        description: 'Please try again in a few minutes.',
      },
      titleAlign: 'center',
      bgColor: '#1c1a17',
      textColor: '#faf7f2',
      links: [{ label: 'Try again', href: '#retry' }],
    },
  },
};
export const StudioLine: Story = { args: { vertical: 'suot' }, globals: { vertical: 'suot' } };
export const RightToLeft: Story = {
  args: {
    content: {
      ...notFound,
      labels: { title: 'لم نتمكن من العثور على هذه الصفحة', description: 'ربما تم نقلها.' },
    },
    statusLabel: 'خطأ 404',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
/** Inside an app layout that already has the page's `main` landmark. */
export const InsideLayout: Story = {
  args: { as: 'div' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
};
