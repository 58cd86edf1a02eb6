import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blogLink,
  blogPathFromContentLink,
  categoryLink,
  categoryPath,
  contentLink,
  lookLink,
  materialPath,
  postalCodesFilePath,
  productPath,
} from './link-builders.js';
import { matchRoute } from './match-route.js';
import { pageFromQuery, paginationLinks } from './pagination-links.js';
import {
  LIVE_SHOPPING_SHARE_NETWORKS,
  PRODUCT_SHARE_NETWORKS,
  WISHLIST_SHARE_NETWORKS,
  liveShoppingShareUrl,
  productShareUrl,
  wishlistShareUrl,
} from './share-links.js';
import { slugify } from './slugify.js';
import { padStoreId, storeIdFromSlug } from './store-id.js';

describe('slugify', () => {
  it.each([
    ['Anillos de Oro', 'anillos-de-oro'],
    ['Pendientes  Perla!!', 'pendientes-perla'],
    ['Ça Va Éte', 'ca-va-ete'],
    ['--Hello--', 'hello'],
    ['', ''],
    // Letters that do not decompose are written as in ASCII, not dropped (issue 32).
    ['Złoto', 'zloto'],
    ['Weiß', 'weiss'],
    ['Sølv Łańcuszek', 'solv-lancuszek'],
    // Scripts with no Latin spelling give nothing: callers keep their short form.
    ['Золото', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives lower-case a-z0-9 words joined by single dashes, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('category links', () => {
  it('joins slugified slugs then /c/{id}, lower case', () => {
    expect(categoryPath(['Jewellery', 'Rings de Oro'], 'AB12')).toBe(
      '/jewellery/rings-de-oro/c/ab12',
    );
    expect(categoryPath([], '7')).toBe('/c/7');
  });

  it('uses the slug, or the text slugified, and matches the category route', () => {
    const link = categoryLink('es-es', [{ text: 'Joyería' }, { slug: 'anillos', text: 'x' }], '42');
    expect(link).toBe('/es-es/joyeria/anillos/c/42');
    expect(matchRoute(link)).toEqual({
      name: 'category',
      params: { lang: 'es-es', slugPath: 'joyeria/anillos', id: '42' },
    });
  });
});

describe('other links', () => {
  it('builds material, product and postal-code paths', () => {
    expect(materialPath('gold')).toBe('/gold');
    expect(materialPath('gold', 'metal')).toBe('/metal/gold');
    expect(productPath('es-es', '/ring/p/1')).toBe('/es-es/ring/p/1');
    expect(productPath('es-es', 'ring/p/1')).toBe('/es-es/ring/p/1');
    expect(postalCodesFilePath('ES')).toBe('/postalcodes/ES.json');
  });

  it('builds blog links without the content-system host', () => {
    expect(blogPathFromContentLink('https://cms.example.com/trends/spring')).toBe(
      '/blog/trends/spring',
    );
    expect(blogPathFromContentLink('//cms.example.com/x')).toBe('/blog/x');
    expect(blogPathFromContentLink('https://cms.example.com')).toBe('/blog');
    expect(blogPathFromContentLink('/blog/x')).toBe('/blog/x');
    expect(blogLink('fr-fr', 'https://cms.example.com/a')).toBe('/fr-fr/blog/a');
  });

  it('reads store ids from slugs and pads them to 10', () => {
    expect(storeIdFromSlug('madrid/123-gran-via')).toBe('123');
    expect(storeIdFromSlug('456')).toBe('456');
    expect(storeIdFromSlug('a/b/789-x-y/')).toBe('789');
    expect(padStoreId(42)).toBe('0000000042');
    expect(padStoreId('1234567890')).toBe('1234567890');
  });

  it('pads any id to at least 10 characters, keeping it as the suffix', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        const padded = padStoreId(id);
        expect(padded.length).toBe(Math.max(10, String(id).length));
        expect(padded.endsWith(String(id))).toBe(true);
        expect(Number(padded)).toBe(id);
      }),
    );
  });
});

describe('pagination links', () => {
  it('uses ?page=n with previous and next', () => {
    expect(paginationLinks('/es-es/c/1', 1, 3)).toEqual({
      current: '/es-es/c/1',
      previous: null,
      next: '/es-es/c/1?page=2',
    });
    expect(paginationLinks('/es-es/c/1', 3, 3)).toEqual({
      current: '/es-es/c/1?page=3',
      previous: '/es-es/c/1?page=2',
      next: null,
    });
  });

  it('reads malformed page values as page 1', () => {
    expect(pageFromQuery('4')).toBe(4);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('x')).toBe(1);
    expect(pageFromQuery(null)).toBe(1);
  });
});

describe('share links', () => {
  it('shares products, wishlists and live shopping under the site', () => {
    expect(productShareUrl('https://s.example/', 'es-es', '/ring/p/1')).toBe(
      'https://s.example/es-es/ring/p/1',
    );
    expect(wishlistShareUrl('https://s.example', 'es-es', 'tok')).toBe(
      'https://s.example/es-es/wishlist/tok',
    );
    expect(liveShoppingShareUrl('https://s.example', 'es-es')).toBe(
      'https://s.example/es-es/liveshopping',
    );
  });

  it('lists the networks of each share', () => {
    expect(PRODUCT_SHARE_NETWORKS).toEqual([
      'Mail',
      'Facebook',
      'Twitter',
      'Whatsapp',
      'Telegram',
      'Pinterest',
      'Clipboard',
      'Linkedin',
    ]);
    expect(WISHLIST_SHARE_NETWORKS).toEqual(['Mail', 'Facebook', 'Whatsapp']);
    expect(LIVE_SHOPPING_SHARE_NETWORKS).toEqual(['Linkedin', 'Facebook', 'Whatsapp']);
  });
});

describe('contentLink', () => {
  it('puts site-relative content links under the site and keeps the rest', () => {
    expect(contentLink('es-es', '/c/7')).toBe('/es-es/c/7');
    expect(contentLink('es-es', 'c/7')).toBe('/es-es/c/7');
    expect(contentLink('es-es', '/es-es/c/7')).toBe('/es-es/c/7');
    expect(contentLink('es-es', '/es-es')).toBe('/es-es');
    expect(contentLink('es-es', 'https://example.com/x')).toBe('https://example.com/x');
    expect(contentLink('es-es', '')).toBeNull();
    expect(contentLink('es-es', null)).toBeNull();
  });
});

describe('lookLink', () => {
  const pages = [
    { id: 'look-evening', slug: 'look-de-noche' },
    { id: 'look-weekend', slug: 'look-fin-de-semana' },
  ];

  it("links a look by its page's slug on the site, never by its id (issue 32.3)", () => {
    expect(lookLink('es-es', 'look-evening', pages)).toBe('/es-es/shopthelook/look-de-noche');
    expect(lookLink('sa-ar', 'look-weekend', [{ id: 'look-weekend', slug: 'إطلالة' }])).toBe(
      `/sa-ar/shopthelook/${encodeURIComponent('إطلالة')}`,
    );
  });

  it('links nowhere when the look has no page on the site (the link would be a 404)', () => {
    expect(lookLink('es-es', 'look-spring', pages)).toBeNull();
    expect(lookLink('es-es', 'look-evening', [{ id: 'look-evening', slug: '' }])).toBeNull();
    expect(lookLink('es-es', null, pages)).toBeNull();
    expect(lookLink('es-es', '', pages)).toBeNull();
  });

  it('answers either null or the page of that very look, on that site', () => {
    const ref = fc.record({
      id: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      slug: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    });
    fc.assert(
      fc.property(
        fc.array(ref, { maxLength: 6 }),
        fc.stringMatching(/^[a-z0-9-]{0,12}$/),
        (all, id) => {
          const link = lookLink('fr-fr', id, all);
          const page = all.find((candidate) => candidate.id === id);
          if (!page) return link === null;
          return link === `/fr-fr/shopthelook/${page.slug}`;
        },
      ),
    );
  });
});
