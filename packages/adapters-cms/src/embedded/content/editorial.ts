import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { jewelleryImage, productIds } from './catalogue-refs.js';
import { EDITORIAL_TEXTS } from './editorial-texts.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { SLUGS, slugIn } from './slugs.js';

/** Blog posts and shop-the-look looks. */
export function editorialItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
  const t = (key: keyof typeof EDITORIAL_TEXTS) => inLanguage(EDITORIAL_TEXTS[key], language);
  const post = (
    slugs: 'layeringPost' | 'ringSizePost' | 'pearlPost',
    sort: number,
    category: string,
    title: string,
    excerpt: string,
    html: string,
  ): SeedItem => ({
    collection: 'blog_content',
    // One item in every language: keyed by its English slug, addressed by the language's own.
    key: `blog-${SLUGS[slugs].en}`,
    slug: slugIn(SLUGS[slugs], language),
    sort,
    content: {
      title,
      category,
      excerpt,
      html,
      image: { src: jewelleryImage('necklace', 'gold', 'none', `blog-${sort}`), alt: title },
      publishedAt: `2026-0${sort}-15T09:00:00Z`,
    },
  });
  const look = (
    key: 'eveningLook' | 'weekendLook',
    title: string,
    id: string,
    view: number,
    ids: string[],
  ): SeedItem => ({
    collection: 'page_shop_the_look',
    key,
    slug: slugIn(SLUGS[key], language),
    content: {
      title,
      description: t('lookDescription'),
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
    post('layeringPost', 1, 'trends', t('layeringTitle'), t('layeringExcerpt'), t('layeringBody')),
    post('ringSizePost', 2, 'guides', t('ringSizeTitle'), t('ringSizeExcerpt'), t('ringSizeBody')),
    post('pearlPost', 3, 'care', t('pearlTitle'), t('pearlExcerpt'), t('pearlBody')),
    look('eveningLook', t('eveningLookTitle'), 'look-evening', 1, [
      ...productIds('necklaces', 1),
      ...productIds('earrings', 1),
      ...productIds('rings', 1),
    ]),
    look('weekendLook', t('weekendLookTitle'), 'look-weekend', 2, [
      ...productIds('bracelets', 2),
      ...productIds('charms', 2),
    ]),
  ];
}
