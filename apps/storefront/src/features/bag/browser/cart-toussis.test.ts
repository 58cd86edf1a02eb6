import { describe, expect, it } from 'vitest';
import { loadCartToussis, type ToussiPorts } from './cart-toussis.js';

// docs/product/loyalty.md §5.3: pick-at-store toussis with stock, the first four, with their names.
function ports(stock: Record<string, boolean>): ToussiPorts & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getToussis: () =>
      Promise.resolve({
        toussis: [
          { productId: 't1', state: 'obtained' },
          { productId: 't2', state: 'pick-at-store' },
          { productId: 't3', state: 'pick-at-store' },
          { productId: 't4', state: 'pick-at-store' },
          { productId: 't5', state: 'not-obtained' },
          { productId: 't6', state: 'pick-at-store' },
          { productId: 't7', state: 'pick-at-store' },
          { productId: 't8', state: 'pick-at-store' },
        ],
      }),
    getStock: (id) =>
      id in stock
        ? Promise.resolve({ hasOverallStock: stock[id] === true })
        : Promise.reject(new Error('stock unknown')),
    getProduct: (id) => {
      asked.push(id);
      return Promise.resolve({ name: `Toussi ${id}`, images: [`/media/${id}.svg`] });
    },
  };
}

describe('loadCartToussis', () => {
  it('lists the first four pick-at-store toussis that have stock, with names and images', async () => {
    const backend = ports({
      t1: true,
      t2: true,
      t3: false,
      t4: true,
      t6: true,
      t7: true,
      t8: true,
    });
    const list = await loadCartToussis(backend);
    expect(list.map((toussi) => toussi.id)).toEqual(['t2', 't4', 't6', 't7']);
    expect(list[0]).toEqual({
      id: 't2',
      name: 'Toussi t2',
      image: '/media/t2.svg',
      state: 'pick-at-store',
    });
    // Only the shown ones are looked up.
    expect(backend.asked.sort()).toEqual(['t2', 't4', 't6', 't7']);
  });

  it('leaves out a toussi whose stock cannot be read', async () => {
    const list = await loadCartToussis(ports({ t2: true }));
    expect(list.map((toussi) => toussi.id)).toEqual(['t2']);
  });
});
