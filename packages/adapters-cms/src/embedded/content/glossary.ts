import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { jewelleryImage } from './catalogue-refs.js';
import { GLOSSARY_TEXTS } from './glossary-texts.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { SLUGS, slugIn } from './slugs.js';
import { uiLabel } from './ui-labels.js';

/** Glossary home, glossary pages and the materials tree (two parents with one child each). */
export function glossaryItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
  const t = (key: keyof typeof GLOSSARY_TEXTS) => inLanguage(GLOSSARY_TEXTS[key], language);
  const slug = (set: Parameters<typeof slugIn>[0]) => slugIn(set, language);
  const material = (
    key: string,
    name: string,
    parent: string | null,
    metal: 'gold' | 'silver',
  ): SeedItem => ({
    collection: 'page_material',
    key,
    slug: slug(SLUGS[key as keyof typeof SLUGS]),
    content: {
      name,
      parent,
      html: t('materialHtml').replace('{name}', name),
      image: { src: jewelleryImage('ring', metal, 'none', key), alt: name },
    },
  });
  return [
    {
      collection: 'page_glossary',
      key: 'glossary',
      content: {
        title: uiLabel('glossary', language),
        intro: t('intro'),
        materialPrefix: 'materials',
        entries: [
          {
            slug: slug(SLUGS.goldGlossary),
            title: t('goldCareTitle'),
          },
          {
            slug: slug(SLUGS.gemsGlossary),
            title: t('gemsTitle'),
          },
        ],
      },
    },
    {
      collection: 'page_glossary_pages',
      key: 'gold-care',
      slug: slug(SLUGS.goldGlossary),
      content: {
        title: t('goldCareTitle'),
        html: t('goldCareHtml'),
      },
    },
    {
      collection: 'page_glossary_pages',
      key: 'gems',
      slug: slug(SLUGS.gemsGlossary),
      content: {
        title: t('gemsTitle'),
        html: t('gemsHtml'),
      },
    },
    material('gold', t('gold'), null, 'gold'),
    material('yellowGold', t('yellowGold'), 'gold', 'gold'),
    material('silver', t('silver'), null, 'silver'),
    material('sterlingSilver', t('sterlingSilver'), 'silver', 'silver'),
  ];
}
