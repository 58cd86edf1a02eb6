import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppExclusive, isProductListed, listedProducts } from './listing-rules.js';
import { galleryIndex, productImageUrl, productImageUrls } from './product-images.js';
import { productTags, type TagSettings } from './product-tags.js';
import { displayStockLevel, sortMaterials, sortSizesByName } from './stock-and-sizes.js';
import { viewItemListPayload } from './view-item-list.js';

describe('stock shown', () => {
  it('shows 999 when in stock without a level, else the level or 0', () => {
    expect(displayStockLevel(undefined, true)).toBe(999);
    expect(displayStockLevel(null, true)).toBe(999);
    expect(displayStockLevel(null, false)).toBe(0);
    expect(displayStockLevel(4, true)).toBe(4);
    expect(displayStockLevel(0, false)).toBe(0);
  });
});

describe('sizes and materials', () => {
  it('sorts sizes numerically by name', () => {
    const sizes = ['10', '9', '12.5', '7', 'XL'].map((name) => ({ name }));
    expect(sortSizesByName(sizes).map((s) => s.name)).toEqual(['7', '9', '10', '12.5', 'XL']);
  });

  it('reads a dash inside a name as a separator, not a minus sign (issue 22)', () => {
    const sizes = ['T-16', 'T-12', 'T-14'].map((name) => ({ name }));
    expect(sortSizesByName(sizes).map((s) => s.name)).toEqual(['T-12', 'T-14', 'T-16']);
  });

  it('sorts numeric names into non-decreasing order, as a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 })), (numbers) => {
        const sorted = sortSizesByName(numbers.map((n) => ({ name: String(n) }))).map((s) =>
          Number(s.name),
        );
        expect(sorted).toEqual([...numbers].sort((a, b) => a - b));
      }),
    );
  });

  it('orders metal, perl, gemstone, diamond first, others after in input order', () => {
    expect(sortMaterials(['leather', 'diamond', 'metal', 'enamel', 'perl', 'gemstone'])).toEqual([
      'metal',
      'perl',
      'gemstone',
      'diamond',
      'leather',
      'enamel',
    ]);
  });
});

describe('listing rules', () => {
  const base = {
    id: 'A1',
    hasOverallStock: true,
    isNotifyMe: false,
    allowedChannels: ['WEB', 'APP'],
    availableSdd: ['s1'],
  };
  const ctx = { blacklist: [] as string[], platform: 'WEB' as const };

  it('hides blacklisted SKUs', () => {
    expect(isProductListed(base, { ...ctx, blacklist: ['A1'] })).toBe(false);
    expect(isProductListed(base, ctx)).toBe(true);
  });

  it('hides app-exclusive products on the web', () => {
    const appOnly = { ...base, allowedChannels: ['APP'] };
    expect(isAppExclusive(appOnly)).toBe(true);
    expect(isProductListed(appOnly, ctx)).toBe(false);
    expect(isProductListed(appOnly, { ...ctx, platform: 'APP' })).toBe(true);
    expect(isAppExclusive({ allowedChannels: [] })).toBe(false);
  });

  it('hides products without overall stock unless notify-me', () => {
    expect(isProductListed({ ...base, hasOverallStock: false }, ctx)).toBe(false);
    expect(isProductListed({ ...base, hasOverallStock: false, isNotifyMe: true }, ctx)).toBe(true);
  });

  it('follows the stores of the postal code in same-day mode', () => {
    expect(isProductListed(base, { ...ctx, sameDayStores: ['s1', 's9'] })).toBe(true);
    expect(isProductListed(base, { ...ctx, sameDayStores: ['s9'] })).toBe(false);
    expect(listedProducts([base, { ...base, id: 'B' }], { ...ctx, blacklist: ['B'] })).toEqual([
      base,
    ]);
  });
});

describe('view-item-list payload', () => {
  it('carries the first 12 products only, indexed', () => {
    const products = Array.from({ length: 20 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      pricing: { price: i },
    }));
    const payload = viewItemListPayload(products, { id: '3', name: 'Bracelets' });
    expect(payload.items).toHaveLength(12);
    expect(payload.items[0]).toEqual({ item_id: 'p0', item_name: 'P0', price: 0, index: 0 });
    expect(payload.item_list_name).toBe('Bracelets');
  });
});

describe('product tags', () => {
  const on: TagSettings = {
    showLastStockTag: true,
    showSoldOutTag: true,
    last_stock_number: 3,
    show_novelty_tag: true,
    show_exclusive_online_tag: true,
  };
  const product = { stockLevel: 10, inStock: true, novelty: false, onlineExclusive: false };

  it('tags last units, last one and sold out from the stock', () => {
    expect(productTags({ ...product, stockLevel: 3 }, on)).toEqual(['lastUnits']);
    expect(productTags({ ...product, stockLevel: 1 }, on)).toEqual(['lastOne']);
    expect(productTags({ ...product, stockLevel: 4 }, on)).toEqual([]);
    expect(productTags({ ...product, stockLevel: 0, inStock: false }, on)).toEqual(['soldOut']);
    expect(productTags({ ...product, stockLevel: null }, on)).toEqual([]);
  });

  it('tags novelty and online exclusive, each only with its switch on', () => {
    const flagged = { ...product, novelty: true, onlineExclusive: true };
    expect(productTags(flagged, on)).toEqual(['novelty', 'onlineExclusive']);
    const off = {
      ...on,
      show_novelty_tag: false,
      show_exclusive_online_tag: false,
      showSoldOutTag: false,
    };
    expect(productTags({ ...flagged, inStock: false }, off)).toEqual([]);
  });
});

describe('product images', () => {
  it('serves four square sizes from the media path', () => {
    expect(productImageUrl('https://media.example/', '/p/1.jpg', 515)).toBe(
      'https://media.example/515x515/p/1.jpg',
    );
    expect(Object.keys(productImageUrls('m', 'f.jpg'))).toEqual(['96', '515', '1200', '3000']);
  });

  it('cycles the gallery every 5 images', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (i) => {
        const g = galleryIndex(i);
        expect(g).toBeGreaterThanOrEqual(0);
        expect(g).toBeLessThan(5);
        expect(galleryIndex(i + 5)).toBe(g);
      }),
    );
    expect([0, 4, 5, 7].map(galleryIndex)).toEqual([0, 4, 0, 2]);
  });
});
