import { verticalOf, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { CATEGORY_IDS } from './catalogue-refs.js';
import type { ContentLanguage } from './languages.js';
import { hasWorkshop } from './workshop-tables.js';
import { uiLabel } from './ui-labels.js';

/** Header and footer menus (with the footer newsletter block) for one site. */
export function siteCommonItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const label = (key: string) => uiLabel(key, language);
  const link = (key: 'bracelets' | 'earrings' | 'necklaces' | 'rings') => ({
    text: label(key),
    link: `/${site}/c/${CATEGORY_IDS[key]}`,
    children: [],
  });
  const studio = verticalOf(site) === 'suot';
  const header = {
    logo: studio ? '/media/brand/studio.svg' : '/media/brand/atelier.svg',
    topBar: { text: label('freeShipping'), link: `/${site}/help` },
    menus: [
      {
        id: 'jewellery',
        title: label('home'),
        items: [
          link('necklaces'),
          link('earrings'),
          link('bracelets'),
          ...(studio ? [] : [link('rings')]),
          // A seasonal entry that is only shown inside its window.
          {
            text: label('novelties'),
            link: `/${site}/summer-edit`,
            scheduling: { [site]: { startEnabledDate: '2099-06-01T00:00:00Z' } },
            children: [],
          },
        ],
      },
      {
        id: 'services',
        // Not "Help": the footer's own help column already says it (issue 32).
        title: label('servicesMenu'),
        items: [
          { text: label('engravings'), link: `/${site}/engravings`, children: [] },
          { text: label('stores'), link: `/${site}/stores`, children: [] },
          { text: label('glossary'), link: `/${site}/wsj`, children: [] },
          // The workshop's price tables, where the site has the service (issue 32.7).
          ...(hasWorkshop(site)
            ? [{ text: label('workshopTitle'), link: `/${site}/workshop`, children: [] }]
            : []),
        ],
      },
    ],
  };
  const footer = {
    columns: [
      {
        id: 'help',
        title: label('help'),
        items: [
          { text: label('contactUs'), link: `/${site}/help/contact`, children: [] },
          { text: label('sizeGuide'), link: `/${site}/help/size-guide`, children: [] },
        ],
      },
      {
        id: 'legal',
        title: label('policies'),
        items: [{ text: label('policies'), link: `/${site}/policies`, children: [] }],
      },
    ],
    newsletter: {
      enabled: true,
      title: label('newsletterTitle'),
      text: label('newsletterText'),
      cta: label('newsletterCta'),
    },
    legal: `© Atelier ${studio ? 'Studio' : ''}`.trim(),
  };
  return [{ collection: 'site_common', key: 'common', content: { header, footer } }];
}
