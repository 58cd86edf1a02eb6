import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { jewelleryImage } from './catalogue-refs.js';
import type { ContentLanguage } from './languages.js';
import { SLUGS, slugIn } from './slugs.js';
import { prose } from './texts.js';
import { uiLabel } from './ui-labels.js';

/** Glossary home, glossary pages and the materials tree (two parents with one child each). */
export function glossaryItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
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
      html: prose(
        language,
        `<p>${name}: how it is made and how to care for it.</p>`,
        `<p>${name}: cómo se trabaja y cómo cuidarlo.</p>`,
      ),
      image: { src: jewelleryImage('ring', metal, 'none', key), alt: name },
    },
  });
  return [
    {
      collection: 'page_glossary',
      key: 'glossary',
      content: {
        title: uiLabel('glossary', language),
        intro: prose(
          language,
          'Words of the jeweller’s trade, explained.',
          'El vocabulario de la joyería, explicado.',
        ),
        materialPrefix: 'materials',
        entries: [
          {
            slug: slug(SLUGS.goldGlossary),
            title: prose(language, 'Caring for gold', 'Cuidado del oro'),
          },
          {
            slug: slug(SLUGS.gemsGlossary),
            title: prose(language, 'Gemstones', 'Piedras preciosas'),
          },
        ],
      },
    },
    {
      collection: 'page_glossary_pages',
      key: 'gold-care',
      slug: slug(SLUGS.goldGlossary),
      content: {
        title: prose(language, 'Caring for gold', 'Cuidado del oro'),
        html: prose(
          language,
          '<p>Keep gold away from perfume and <strong>store it dry</strong>.</p>',
          '<p>Aleja el oro del perfume y <strong>guárdalo en seco</strong>.</p>',
        ),
      },
    },
    {
      collection: 'page_glossary_pages',
      key: 'gems',
      slug: slug(SLUGS.gemsGlossary),
      content: {
        title: prose(language, 'Gemstones', 'Piedras preciosas'),
        html: prose(
          language,
          '<p>Hardness, cut and colour of the stones we set.</p>',
          '<p>Dureza, talla y color de las piedras que engastamos.</p>',
        ),
      },
    },
    material('gold', prose(language, 'Gold', 'Oro'), null, 'gold'),
    material('yellowGold', prose(language, 'Yellow gold', 'Oro amarillo'), 'gold', 'gold'),
    material('silver', prose(language, 'Silver', 'Plata'), null, 'silver'),
    material(
      'sterlingSilver',
      prose(language, 'Sterling silver', 'Plata de ley'),
      'silver',
      'silver',
    ),
  ];
}
