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

const charm = (id: string, supportPoint: string, price: number) =>
  ({
    id,
    name: `Charm ${id}`,
    images: [`/media/${id}.svg`],
    price: { value: price, currency: 'EUR' },
    pricing: { price },
    categories: ['10'],
    classifications: { material: ['silver'], color: ['white'] },
    stock: { level: 5, inStock: true, onlineStatus: null, storeStatus: null },
    hasOverallStock: true,
    personalisation: { type: 'CHILD', supportPoint },
  }) as unknown as Product;
const charms = [charm('C1', 'RING', 19), charm('C2', 'CLIP', 25), charm('C3', 'STUD', 30)];

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
        categoryProducts: async (_site: string, id: string) => (id === '10' ? charms : []),
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
    const parent = {
      ...ring,
      ableToEngrave: false,
      price: { value: 120, currency: 'EUR' },
      personalisation: { type: 'PARENT', anchorPoints: [] },
    };
    const data = await loadEngravings(context({ product: '100001' }, [parent as Product]));
    expect(data.product?.kind).toBe('personalise');
    // Without anchor points there is nothing to build: no builder.
    expect(data.product?.personalisation).toBeUndefined();
  });

  it("gives the builder the piece's anchors and the charms that fit one of them", async () => {
    const anchors = [
      { id: 'A1', x: 0.3, y: 0.6, supports: ['RING'] },
      { id: 'A2', x: 0.7, y: 0.6, supports: ['RING', 'CLIP'] },
    ];
    const parent = {
      ...ring,
      ableToEngrave: false,
      price: { value: 120, currency: 'EUR' },
      personalisation: { type: 'PARENT', anchorPoints: anchors },
    } as unknown as Product;
    const data = await loadEngravings(context({ product: '100001' }, [parent]));
    const builder = data.product?.personalisation;
    expect(builder?.anchors).toEqual(anchors);
    expect(builder?.piecePrice).toEqual({ value: 120, currency: 'EUR' });
    expect(builder?.charms.map((c) => [c.id, c.supportPoint, c.inStock])).toEqual([
      ['C1', 'RING', true],
      ['C2', 'CLIP', true],
    ]);
    // Only what the builder filters on travels to the page.
    expect(builder?.charms[0]?.classifications).toEqual({ material: ['silver'] });
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
