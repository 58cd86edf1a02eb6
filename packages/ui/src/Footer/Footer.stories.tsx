import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.js';

const columns = [
  {
    title: 'Help',
    links: [
      { label: 'Shipping', href: '#shipping' },
      { label: 'Returns', href: '#returns' },
      { label: 'Track your order', href: '#tracking' },
      { label: 'Size guide', href: '#sizes' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '#about' },
      { label: 'Stores', href: '#stores' },
      { label: 'Work with us', href: '#jobs' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy policy', href: '#privacy' },
      { label: 'Cookie policy', href: '#cookies' },
      { label: 'Terms and conditions', href: '#terms' },
    ],
  },
];

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    columns,
    social: [
      { network: 'instagram', href: '#instagram', label: 'Instagram' },
      { network: 'facebook', href: '#facebook', label: 'Facebook' },
      { network: 'tiktok', href: '#tiktok', label: 'TikTok' },
    ],
    countryLabel: 'España (Español)',
    onChangeCountry: () => {},
    legal: '© 2026 Atelier',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: {
    columns: [
      {
        title: 'مساعدة',
        links: [
          { label: 'الشحن', href: '#s' },
          { label: 'الإرجاع', href: '#r' },
        ],
      },
    ],
    countryLabel: 'السعودية (العربية)',
    label: 'تذييل',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
