import { describe, expect, it } from 'vitest';
import { entry } from '../../test/entries.js';
import { line } from '../../test/arbitraries.js';
import { addOutcome, splitByStock, type AddItem } from './add-to-bag.js';
import { entryToLine } from './entry-line.js';
import { decideDecrease, decideIncrease } from './quantity-change.js';
import { isSameEntry } from './same-entry.js';
import { isPartlyWithoutStock } from './save-for-later-restore.js';
import { sddStockDecision } from '../stock/sdd-stock-rule.js';
import { keepsForUndo, pushUndo, takeUndo } from './undo-list.js';
import { addWithoutStock } from './without-stock-list.js';

const item = (id: string, stock: number, hasOverallStock = true): AddItem => ({
  payload: { productCode: id, quantity: 1 },
  product: { id, stock, hasOverallStock, onlineStock: true, availableSdd: [] },
});

describe('adding (docs/product/bag.md §3.1)', () => {
  it('posts products with stock and lists the others as without stock', () => {
    const { withStock, withoutStock } = splitByStock([
      item('a', 2),
      item('b', 0),
      item('c', 3, false),
    ]);
    expect(withStock.map((i) => i.product.id)).toEqual(['a', 'c']);
    expect(withoutStock.map((i) => i.product.id)).toEqual(['b']);
  });

  it('treats adding a line already in the bag as an increase, up to the stock', () => {
    const inBag = [line({ productId: 'a', quantity: 2, engravingText: null })];
    expect(splitByStock([item('a', 3)], inBag).withStock).toHaveLength(1);
    expect(splitByStock([item('a', 2)], inBag).withoutStock).toHaveLength(1);
    const engraved = {
      ...item('a', 2),
      payload: { productCode: 'a', quantity: 1, engravingInfo: { engravingText: 'E' } },
    };
    expect(splitByStock([engraved], inBag).withStock).toHaveLength(1);
  });

  it('goes to the cart in the fast flow only when all were added', () => {
    expect(addOutcome({ requested: 2, added: 2, fastFlow: true })).toBe('goToCart');
    expect(addOutcome({ requested: 2, added: 1, fastFlow: true })).toBe('notify');
    expect(addOutcome({ requested: 2, added: 2, fastFlow: false })).toBe('notify');
  });

  it('an SDD product without overall stock: online stock switches to standard, none is noSddStock', () => {
    expect(sddStockDecision({ hasOverallStock: false, onlineStock: true }, true)).toBe(
      'switchToStandard',
    );
    expect(sddStockDecision({ hasOverallStock: false, onlineStock: false }, true)).toBe(
      'noSddStock',
    );
    expect(sddStockDecision({ hasOverallStock: true, onlineStock: false }, true)).toBe('keep');
    expect(sddStockDecision({ hasOverallStock: false, onlineStock: false }, false)).toBe('keep');
  });
});

describe('increase and decrease (docs/product/bag.md §3.4)', () => {
  it('increase at the stock limit is a no-stock note', () => {
    expect(decideIncrease(line({ quantity: 3, stock: 3 }))).toEqual({ kind: 'noStock' });
    expect(decideIncrease(line({ quantity: 2, stock: 3 }))).toEqual({
      kind: 'update',
      quantity: 3,
    });
  });

  it('decrease at 1 or by more than the quantity removes', () => {
    expect(decideDecrease(line({ quantity: 1 }))).toEqual({ kind: 'remove' });
    expect(decideDecrease(line({ quantity: 2 }), 5)).toEqual({ kind: 'remove' });
    expect(decideDecrease(line({ quantity: 3 }))).toEqual({ kind: 'update', quantity: 2 });
    expect(decideDecrease(line({ quantity: 4 }), 2)).toEqual({ kind: 'update', quantity: 2 });
  });
});

describe('undo list (docs/product/bag.md §3.5)', () => {
  it('keeps removals unless toussi, gift or undo off', () => {
    expect(keepsForUndo(entry(), true)).toBe(true);
    expect(keepsForUndo(entry(), false)).toBe(false);
    expect(keepsForUndo(entry({ isToussi: true }), true)).toBe(false);
    expect(keepsForUndo(entry({ isGift: true }), true)).toBe(false);
  });

  it('keeps one slot per line, newest first, and takes one back by what it is', () => {
    const ring = entry({ entryNumber: 1, productId: 'ring' });
    const chain = entry({ entryNumber: 1, productId: 'chain' });
    const list = pushUndo(pushUndo(pushUndo([], ring), chain), { ...ring, quantity: 3 });
    expect(list.map((e) => [e.product.id, e.quantity])).toEqual([
      ['ring', 3],
      ['chain', 1],
    ]);
    const { entry: taken, rest } = takeUndo(list, { productId: 'chain' });
    expect(taken?.product.id).toBe('chain');
    expect(rest.map((e) => e.product.id)).toEqual(['ring']);
    expect(takeUndo(list, { productId: 'ring', engravingText: 'A' }).entry).toBeNull();
  });
});

describe('same entry (docs/product/bag.md §3.6)', () => {
  it('matches on size code for sized products, product id otherwise', () => {
    expect(
      isSameEntry({ productId: 'a', sizeCode: 'a-12' }, { productId: 'a', sizeCode: 'a-12' }),
    ).toBe(true);
    expect(
      isSameEntry({ productId: 'a', sizeCode: 'a-12' }, { productId: 'a', sizeCode: 'a-14' }),
    ).toBe(false);
    expect(isSameEntry({ productId: 'a' }, { productId: 'a', sizeCode: null })).toBe(true);
  });

  it('keeps engraved, gift and gift-product lines apart', () => {
    expect(isSameEntry({ productId: 'a', engravingText: 'A' }, { productId: 'a' })).toBe(false);
    expect(isSameEntry({ productId: 'a', isGift: true }, { productId: 'a' })).toBe(false);
    expect(
      isSameEntry({ productId: 'a', gwpProduct: 'x' }, { productId: 'a', gwpProduct: 'y' }),
    ).toBe(false);
  });

  it('maps entries to lines with the engraving and size', () => {
    const mapped = entryToLine(entry({ sizeCode: 's', engravingText: 'E', isToussi: true }));
    expect(mapped).toMatchObject({ sizeCode: 's', engravingText: 'E', isToussi: true });
  });
});

describe('without-stock list', () => {
  it('lists a product once per reason', () => {
    const list = addWithoutStock(
      [{ productId: 'a', reason: 'noStock' }],
      [
        { productId: 'a', reason: 'noStock' },
        { productId: 'a', reason: 'partial', savedForLater: true },
        { productId: 'b', reason: 'stock' },
        { productId: 'b', reason: 'stock' },
      ],
    );
    expect(list).toEqual([
      { productId: 'a', reason: 'noStock' },
      { productId: 'a', reason: 'partial', savedForLater: true },
      { productId: 'b', reason: 'stock' },
    ]);
  });
});

describe('save for later in the bag (docs/product/bag.md §5)', () => {
  it('partly without stock when fewer were restored than asked', () => {
    expect(isPartlyWithoutStock({ quantity: 3, quantityAdded: 1 })).toBe(true);
    expect(isPartlyWithoutStock({ quantity: 3, quantityAdded: 3 })).toBe(false);
  });
});
