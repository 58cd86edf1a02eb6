import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { NAV_ITEMS } from '../fixtures/navigation.js';
import { Header } from './Header.js';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Atelier',
    homeHref: '#home',
    items: NAV_ITEMS,
    bagCount: 2,
    onOpenBag: () => {},
    onOpenSearch: () => {},
    accountHref: '#account',
    wishlistHref: '#wishlist',
    wishlistCount: 3,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmptyBag: Story = { args: { bagCount: 0 } };
/** Nothing saved yet: the wishlist count stays for screen readers only. */
export const EmptyWishlist: Story = { args: { wishlistCount: 0 } };
/** Search as a link to the search page; the bag count not read yet (before hydration). */
export const SearchLinkCountPending: Story = {
  args: {
    searchHref: '#search',
    bagCount: 0,
    bagCountReady: false,
    wishlistCount: 0,
    wishlistCountReady: false,
  },
  // Without an onOpenSearch handler the search button is a link to searchHref.
  render: ({ onOpenSearch: _handler, ...args }) => <Header {...args} />,
};
export const Transparent: Story = {
  args: { transparent: true },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', blockSize: '24rem', background: '#3b3128' }}>
        <img
          src={SAMPLE_IMAGES.necklace}
          alt=""
          style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', opacity: 0.7 }}
        />
        <Story />
      </div>
    ),
  ],
};
/** Transparent on desktop only: resize below 64rem and the header takes its ground back. */
export const TransparentOnDesktopOnly: Story = {
  ...Transparent,
  args: { transparent: { desktop: true, mobile: false } },
};
export const StudioLine: Story = {
  args: { brandName: 'Atelier suot' },
  globals: { vertical: 'suot' },
};
export const RightToLeft: Story = {
  args: {
    brandName: 'أتيليه',
    items: [
      {
        id: 'j',
        label: 'مجوهرات',
        href: '#j',
        columns: [{ title: 'الفئة', links: [{ label: 'قلادات', href: '#n' }] }],
      },
      { id: 'g', label: 'هدايا', href: '#g' },
    ],
    labels: {
      bag: (n: number) => `الحقيبة، ${n} منتجات`,
      wishlistWithCount: (n: number) => `المفضلة، ${n} منتجات`,
      menu: 'القائمة',
      search: 'بحث',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** Over light imagery: dark ink on a pale scrim. */
export const TransparentOverLightHero: Story = {
  args: { transparent: true, heroTone: 'light' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', blockSize: '24rem', background: '#f6f1eb' }}>
        <img
          src={SAMPLE_IMAGES.necklace}
          alt=""
          style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
        />
        <Story />
      </div>
    ),
  ],
};
