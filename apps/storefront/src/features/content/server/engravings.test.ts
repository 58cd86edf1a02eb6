import type { Product } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadEngravings } from './engravings.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const ring = {
  id: '100001',
  name: 'Anillo Luna',
  url: '/anillo-luna/p/100001',
  images: ['/media/100001.svg'],
  ableToEngrave: true,
  personalisation: null,
} as unknown as Product;

function context(search: Record<string, string>, products: Product[] = [ring]): LoadContext {
  return {
    services: {
      origin: 'https://shop.example',
      content: {
        labelsPage: async () => ({ title: 'Grabados' }),
        engravingsCommon: async () => ({
          fonts: [{ id: 'f1', name: 'Serif', code: 'SERIF', size: 12 }],
          colours: [
            { code: 'GOLD', colorCode: '#d4af37', compoundColor: null, disabled: false },
            { code: 'BLACK', colorCode: '#111111', compoundColor: null, disabled: true },
          ],
          labels: {},
        }),
      },
      listings: {
        product: async (_site: string, id: string) => products.find((p) => p.id === id) ?? null,
        sizes: async () => [
          { code: '100001-16', name: '16', stock: 0 },
          { code: '100001-12', name: '12', stock: 3 },
        ],
      },
    } as unknown as Services,
    site: 'es-es',
    params: {},
    search,
    path: '/es-es/engravings/',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('es-es', []),
    shell: { labels: { home: 'Inicio' } } as unknown as ShellView,
  };
}

describe('loadEngravings', () => {
  it('is about the product the product page linked from (?product=), with a way back', async () => {
    const data = await loadEngravings(context({ product: '100001' }));
    expect(data.product).toMatchObject({
      name: 'Anillo Luna',
      href: '/es-es/anillo-luna/p/100001',
      image: '/media/100001.svg',
      kind: 'engrave',
      id: '100001',
      // The engraved line is the size's: sizes in order, sold-out ones marked.
      sizes: [
        { code: '100001-12', name: '12', inStock: true },
        { code: '100001-16', name: '16', inStock: false },
      ],
    });
    expect(data.breadcrumbs.map((c) => c.text)).toEqual(['Inicio', 'Anillo Luna', 'Grabados']);
    // One canonical page, whichever product it was opened for.
    expect(data.seo.canonicalPath).toBe('/es-es/engravings/');
  });

  it('offers the content typographies and colours, a disabled colour left out', async () => {
    const data = await loadEngravings(context({}));
    expect(data.engraving).toEqual({
      fonts: [{ code: 'SERIF', name: 'Serif' }],
      colours: [{ code: 'GOLD', colorCode: '#d4af37', compoundColor: null }],
    });
  });

  it('personalises PARENT products, as the product page offered', async () => {
    const parent = { ...ring, ableToEngrave: false, personalisation: { type: 'PARENT' } };
    const data = await loadEngravings(context({ product: '100001' }, [parent as Product]));
    expect(data.product?.kind).toBe('personalise');
  });

  it('stays the general page for no, a malformed, an unknown or a plain product', async () => {
    const plain = { ...ring, ableToEngrave: false } as Product;
    for (const [search, products] of [
      [{}, [ring]],
      [{ product: '<script>' }, [ring]],
      [{ product: '999999' }, [ring]],
      [{ product: '100001' }, [plain]],
    ] as const) {
      const data = await loadEngravings(context({ ...search }, [...products]));
      expect(data.product).toBeNull();
      expect(data.title).toBe('Grabados');
    }
  });
});
