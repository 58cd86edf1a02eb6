import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { jewelleryImage, productIds } from './catalogue-refs.js';
import type { ContentLanguage } from './languages.js';
import { SLUGS, slugIn } from './slugs.js';
import { prose } from './texts.js';
import { uiLabel } from './ui-labels.js';

/** Blog posts and shop-the-look looks. */
export function editorialItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
  const p = (en: string, es: string) => prose(language, en, es);
  const post = (
    slug: string,
    sort: number,
    category: string,
    title: string,
    excerpt: string,
  ): SeedItem => ({
    collection: 'blog_content',
    key: `blog-${slug}`,
    slug,
    sort,
    content: {
      title,
      category,
      excerpt,
      html: `<p>${excerpt}</p><p><a href="/blog">${uiLabel('home', language)}</a></p>`,
      image: { src: jewelleryImage('necklace', 'gold', 'none', `blog-${sort}`), alt: title },
      publishedAt: `2026-0${sort}-15T09:00:00Z`,
    },
  });
  const look = (
    key: 'eveningLook' | 'weekendLook',
    id: string,
    view: number,
    ids: string[],
  ): SeedItem => ({
    collection: 'page_shop_the_look',
    key,
    slug: slugIn(SLUGS[key], language),
    content: {
      title: uiLabel('shopTheLook', language),
      description: p('Pieces chosen to be worn together.', 'Piezas elegidas para llevar juntas.'),
      image: { src: jewelleryImage('earrings', 'rose', 'pearl', id), alt: '' },
      look: {
        id,
        view,
        products: ids.map((productId, index) => ({
          id: productId,
          quantity: 1,
          showProduct: true,
          blankSpace: index === 3,
        })),
      },
    },
  });
  return [
    post(
      'layering-necklaces',
      1,
      'trends',
      p('How to layer necklaces', 'Cómo combinar collares'),
      p('Three lengths, one story.', 'Tres largos, una historia.'),
    ),
    post(
      'ring-sizes',
      2,
      'guides',
      p('Finding your ring size', 'Cómo saber tu talla de anillo'),
      p('Measure at the end of the day.', 'Mídete al final del día.'),
    ),
    post(
      'pearl-care',
      3,
      'care',
      p('Pearl care', 'Cuidado de las perlas'),
      p('Pearls love to be worn.', 'A las perlas les gusta que las lleves.'),
    ),
    look('eveningLook', 'look-evening', 1, [
      ...productIds('necklaces', 1),
      ...productIds('earrings', 1),
      ...productIds('rings', 1),
    ]),
    look('weekendLook', 'look-weekend', 2, [
      ...productIds('bracelets', 2),
      ...productIds('charms', 2),
    ]),
  ];
}
