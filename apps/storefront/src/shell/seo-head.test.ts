import { describe, expect, it } from 'vitest';
import { seo } from './seo.js';
import { splitSeo } from './seo-head.js';

describe('splitSeo', () => {
  it("keeps the page's data, with only the title, description and image of its seo", () => {
    const full = seo({
      title: 'Pulsera Gen',
      description: 'Plata y diamante',
      canonicalPath: '/es-es/pulsera-gen/p/101801',
      alternatePath: '/pulsera-gen/p/101801',
      image: 'http://shop/media/a.svg',
      jsonLd: [{ '@type': 'Product', description: 'Plata y diamante' }],
    });
    const split = splitSeo({ id: '101801', name: 'Pulsera Gen', seo: full });
    expect(split).toEqual({
      data: {
        id: '101801',
        name: 'Pulsera Gen',
        seo: {
          title: 'Pulsera Gen',
          description: 'Plata y diamante',
          image: 'http://shop/media/a.svg',
        },
      },
      seoHead: full,
    });
  });

  it('leaves data without seo alone', () => {
    expect(splitSeo({ id: '1' })).toBeNull();
    expect(splitSeo(undefined)).toBeNull();
    expect(splitSeo({ seo: null })).toBeNull();
  });
});
