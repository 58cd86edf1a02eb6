import type { SiteCode } from '@atelier/core-catalogue';
import { CATEGORY_IDS, jewelleryImage, productIds } from './catalogue-refs.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { SERVICE_TEXTS } from './service-texts.js';
import { uiLabel } from './ui-labels.js';

type Module = Record<string, unknown> & { type: string; order: number };

const hero = (order: number, title: string, secondTitle: string): Module => ({
  type: 'HeroSlider',
  order,
  slides: [
    {
      view: 1,
      title,
      images: [jewelleryImage('necklace', 'gold', 'pearl', 'hero')],
      link: `/c/${CATEGORY_IDS.necklaces}`,
    },
    {
      view: 5,
      title: secondTitle,
      link: `/c/${CATEGORY_IDS.rings}`,
      image: jewelleryImage('ring', 'rose', 'diamond', 'hero'),
      mobileImage: jewelleryImage('ring', 'rose', 'diamond', 'hero-mobile'),
    },
  ],
});

/**
 * Every module type of the landing content (docs/product/content.md §3.1), with the visibility data
 * the storefront must honour: device and platform variants and per-site scheduling windows.
 */
export function allModuleTypes(site: SiteCode, language: ContentLanguage): Module[] {
  const label = (key: string) => uiLabel(key, language);
  // The looks that have a page (editorial.ts), with that page's pieces: a module naming a look
  // without one linked to a 404 (issue 32.3).
  const weekendLook = productIds('bracelets', 2).concat(productIds('charms', 2));
  return [
    hero(1, label('novelties'), label('rings')),
    {
      type: 'HeadingBanner',
      order: 2,
      title: label('novelties'),
      image: { src: jewelleryImage('bracelet', 'silver', 'none', 'heading'), alt: '' },
    },
    {
      type: 'GridSlider',
      order: 3,
      view: 2,
      title: label('bracelets'),
      categoryId: CATEGORY_IDS.bracelets,
      productIds: productIds('bracelets', 6),
    },
    {
      type: 'NoveltiesSlider',
      order: 4,
      title: label('novelties'),
      // A leaf category: the commerce sandbox lists products by their own category.
      categoryId: CATEGORY_IDS.rings,
      limit: 12,
    },
    {
      type: 'ProductsGridsByCategories',
      order: 5,
      tabs: [
        { title: label('necklaces'), categoryId: CATEGORY_IDS.necklaces },
        { title: label('earrings'), categoryId: CATEGORY_IDS.earrings },
        { title: label('bracelets'), categoryId: CATEGORY_IDS.bracelets },
      ],
    },
    {
      type: 'CustomLooks',
      order: 6,
      title: label('shopTheLook'),
      looks: [
        {
          id: 'look-weekend',
          view: 1,
          title: label('bracelets'),
          image: { src: jewelleryImage('necklace', 'gold', 'pearl', 'look-weekend'), alt: '' },
          products: weekendLook.map((id) => ({ id, quantity: 1 })),
        },
      ],
    },
    {
      type: 'MultipleMultimedia',
      order: 7,
      items: [
        {
          image: { src: jewelleryImage('earrings', 'gold', 'ruby', 'media-1'), alt: '' },
          link: `/c/${CATEGORY_IDS.earrings}`,
        },
        {
          image: { src: jewelleryImage('watch', 'silver', 'none', 'media-2'), alt: '' },
          link: `/c/${CATEGORY_IDS.watches}`,
        },
      ],
    },
    {
      type: 'Look',
      order: 8,
      look: {
        id: 'look-evening',
        view: 2,
        title: label('rings'),
        image: { src: jewelleryImage('ring', 'gold', 'diamond', 'look-evening'), alt: '' },
        products: productIds('rings', 2).map((id) => ({ id, quantity: 1 })),
      },
    },
    {
      type: 'TextSection',
      order: 9,
      title: label('glossary'),
      texts: [label('freeShipping'), label('engravings'), label('sizeGuide')],
    },
    { type: 'FourProducts', order: 10, title: label('rings'), productIds: productIds('rings', 4) },
    {
      type: 'ImageAndProductsGrid',
      order: 11,
      title: label('necklaces'),
      categoryId: CATEGORY_IDS.necklaces,
      image: { src: jewelleryImage('necklace', 'rose', 'sapphire', 'grid'), alt: '' },
      productIds: productIds('necklaces', 4),
    },
    {
      type: 'ProductGrid',
      order: 12,
      title: label('earrings'),
      productIds: productIds('earrings', 6),
    },
    // Desktop-only and app-only variants of the same promotion slot.
    {
      type: 'SmallBanner',
      order: 13,
      device: 'desktop',
      title: label('freeShipping'),
      image: { src: jewelleryImage('charm', 'gold', 'none', 'small'), alt: '' },
      link: '/help',
    },
    {
      type: 'SmallBanner',
      order: 13,
      device: 'mobile',
      platform: 'app',
      title: label('freeShipping'),
      image: { src: jewelleryImage('charm', 'gold', 'none', 'small-app'), alt: '' },
      link: '/help',
    },
    {
      type: 'HighlightedBanner',
      order: 14,
      platform: 'web',
      title: label('engravings'),
      image: { src: jewelleryImage('bracelet', 'gold', 'none', 'highlight'), alt: '' },
      cta: { text: label('engravings'), link: '/engravings' },
    },
    // Scheduled: a sale window that is over, and one that has not started (visibility by date).
    {
      type: 'DiscountBanner',
      order: 15,
      title: '-20%',
      code: 'WINTER20',
      scheduling: {
        [site]: {
          startEnabledDate: '2020-01-01T00:00:00Z',
          endEnabledDate: '2020-01-31T23:59:59Z',
        },
      },
    },
    {
      type: 'DiscountBanner',
      order: 16,
      title: '-15%',
      code: 'SPRING15',
      scheduling: { [site]: { startEnabledDate: '2099-03-01T00:00:00Z' } },
    },
    {
      type: 'MenuBanner',
      order: 17,
      device: 'mobile',
      items: [
        { text: label('necklaces'), link: `/c/${CATEGORY_IDS.necklaces}` },
        { text: label('rings'), link: `/c/${CATEGORY_IDS.rings}` },
      ],
    },
    {
      type: 'Section',
      order: 18,
      title: label('account'),
      html: inLanguage(SERVICE_TEXTS.membersEarnPoints, language),
    },
    { type: 'Toussis', order: 19, title: label('wishlist'), productIds: productIds('charms', 3) },
  ];
}

/** A short landing: a heading, a product grid and a text. */
export function shortLanding(
  language: ContentLanguage,
  titleKey: string,
  group: 'necklaces' | 'rings' | 'charms',
): Module[] {
  const label = (key: string) => uiLabel(key, language);
  return [
    {
      type: 'HeadingBanner',
      order: 1,
      title: label(titleKey),
      image: { src: jewelleryImage('necklace', 'silver', 'pearl', titleKey), alt: '' },
    },
    { type: 'ProductGrid', order: 2, title: label(titleKey), productIds: productIds(group, 3) },
    { type: 'TextSection', order: 3, title: label(titleKey), texts: [label('freeShipping')] },
  ];
}

/** The loyalty landing: its Section, Toussis and TextSection titles become the anchor menu. */
export function loyaltyLanding(language: ContentLanguage): Module[] {
  const label = (key: string) => uiLabel(key, language);
  return [
    {
      type: 'HeadingBanner',
      order: 1,
      title: label('account'),
      image: { src: jewelleryImage('charm', 'gold', 'none', 'loyalty'), alt: '' },
    },
    {
      type: 'Section',
      order: 2,
      title: label('account'),
      html: inLanguage(SERVICE_TEXTS.earnPoints, language),
    },
    { type: 'Toussis', order: 3, title: label('wishlist'), productIds: productIds('charms', 3) },
    { type: 'TextSection', order: 4, title: label('freeShipping'), texts: [label('freeShipping')] },
  ];
}
