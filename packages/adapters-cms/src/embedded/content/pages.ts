import { siteInfo, verticalOf, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { CATEGORY_IDS, jewelleryImage, type CategoryKey } from './catalogue-refs.js';
import type { ContentLanguage } from './languages.js';
import { allModuleTypes, loyaltyLanding, shortLanding } from './module-builders.js';
import { priceRangesFor } from './price-ranges.js';
import { SLUGS, slugIn } from './slugs.js';
import { uiLabel } from './ui-labels.js';

const seo = (title: string) => ({ title, description: title });

/** Home, landings (two user-type variants, a loyalty landing and a draft) and category pages. */
export function pageItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const label = (key: string) => uiLabel(key, language);
  const summerSlug = slugIn(SLUGS.summerLanding, language);
  const items: SeedItem[] = [
    {
      collection: 'page_home',
      key: 'home',
      content: {
        title: label('home'),
        seo: seo(label('home')),
        transparentHeader: true,
        modules: allModuleTypes(site, language),
      },
    },
    {
      collection: 'page_landing',
      key: 'summer-guest',
      slug: summerSlug,
      sort: 1,
      content: {
        title: label('novelties'),
        seo: seo(label('novelties')),
        userType: 'not logged',
        modules: allModuleTypes(site, language),
      },
    },
    {
      collection: 'page_landing',
      key: 'summer-member',
      slug: summerSlug,
      sort: 2,
      content: {
        title: label('account'),
        seo: seo(label('account')),
        userType: 'logged',
        modules: shortLanding(language, 'necklaces', 'necklaces'),
      },
    },
    {
      collection: 'page_landing',
      key: 'loyalty',
      slug: slugIn(SLUGS.loyaltyLanding, language),
      content: {
        title: label('account'),
        seo: seo(label('account')),
        variant: 'myAccountLoyalty',
        modules: loyaltyLanding(language),
      },
    },
    {
      collection: 'page_landing',
      key: 'newsletter',
      slug: 'newsletter',
      content: {
        title: label('newsletterTitle'),
        seo: seo(label('newsletterTitle')),
        variant: 'newsletter',
        modules: shortLanding(language, 'newsletterTitle', 'charms'),
      },
    },
    ...(['register', 'newsletterUnsubscribe', 'liveShopping'] as const).map(
      (variant): SeedItem => ({
        collection: 'page_landing',
        key: variant,
        slug: variant.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        content: {
          title: label(variant === 'register' ? 'account' : 'newsletterTitle'),
          seo: seo(label('home')),
          variant,
          modules: shortLanding(language, 'novelties', 'charms'),
        },
      }),
    ),
    {
      // Work in progress: only a drafts preview shows it.
      collection: 'page_landing',
      key: 'autumn-preview',
      slug: slugIn(SLUGS.previewLanding, language),
      status: 'draft',
      content: {
        title: label('novelties'),
        seo: seo(label('novelties')),
        modules: shortLanding(language, 'novelties', 'necklaces'),
      },
    },
  ];
  const categories: CategoryKey[] =
    verticalOf(site) === 'suot'
      ? ['necklaces', 'earrings']
      : ['bracelets', 'earrings', 'necklaces', 'rings', 'personalisation'];
  for (const category of categories) {
    const title = category === 'personalisation' ? label('customizableTag') : label(category);
    items.push({
      collection: 'page_category',
      key: `category-${CATEGORY_IDS[category]}`,
      content: {
        categoryId: CATEGORY_IDS[category],
        title,
        description: title,
        seo: seo(title),
        gridTemplate: [
          { type: 'Look', index: 4, positionsMobile: 2, positionsDesktop: 2 },
          { type: 'SmallBanner', index: 11, positionsMobile: 1, positionsDesktop: 1 },
        ],
        priceRanges: priceRangesFor(siteInfo(site).currency),
        // What fills the template's SmallBanner cell; the Look cell shows the look closest to
        // the category (docs/product/catalogue.md §3.3).
        modules: [
          {
            type: 'SmallBanner',
            order: 1,
            title: label('engravings'),
            image: {
              src: jewelleryImage('bracelet', 'gold', 'none', `engrave-${category}`),
              alt: '',
            },
            link: '/engravings',
          },
        ],
      },
    });
  }
  return items;
}
