import {
  bagLines,
  classifyCartError,
  lineTotal,
  selectBestCart,
  synchronizeStock,
} from '@atelier/core-bag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import {
  cartIdOf,
  engravableProduct,
  inStockProducts,
  lowStockProducts,
  MADRID_ADDRESS,
  readyGuestBag,
} from './fixtures.js';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
/** The shopper's lines, without the gift lines the back-end adds over a threshold. */
const sold = <T extends { isGift: boolean }>(lines: readonly T[]): T[] =>
  lines.filter((line) => !line.isGift);
let products: string[];
beforeAll(async () => {
  sandbox = await startSandbox();
  products = await inStockProducts(sandbox.client());
}, 60_000);
afterAll(() => sandbox.close());

let lowStock: { code: string; level: number }[] = [];
/** A low-stock product no other test of this file uses. */
async function lowStockProduct(skip = 0): Promise<{ code: string; level: number }> {
  if (lowStock.length === 0) lowStock = await lowStockProducts(sandbox.client());
  const found = lowStock[skip];
  if (!found) throw new Error('the sandbox seeds too few low-stock products');
  return found;
}

const product = (index: number): string => {
  const code = products[index];
  if (!code) throw new Error(`no in-stock product #${index}`);
  return code;
};

describe('BagPort over HTTP: lifecycle (docs/product/commerce-api.md §6)', () => {
  it('creates a guest bag, adds, changes and removes entries', async () => {
    const client = sandbox.client();
    const created = await client.bag.createBag({});
    const cartId = cartIdOf(created);
    expect(created.products).toEqual([]);

    const one = await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    expect(one.products.map((entry) => entry.product.id)).toEqual([product(0)]);
    expect(one.products[0]?.product.price.value).toBeGreaterThan(0);

    const several = await client.bag.addEntries(cartId, [
      { productCode: product(1), quantity: 1 },
      { productCode: product(2), quantity: 2 },
    ]);
    expect(sold(several.products)).toHaveLength(3);

    const changed = await client.bag.updateEntryQuantity(cartId, 0, 2);
    expect(changed.products.find((entry) => entry.entryNumber === 0)?.quantity).toBe(2);

    const removed = await client.bag.removeEntry(cartId, 0);
    expect(removed.products.map((entry) => entry.product.id)).not.toContain(product(0));
    expect((await client.bag.getBag(cartId)).products).toEqual(removed.products);
    expect(lineTotal(bagLines(removed))).toBeGreaterThan(0);
  });

  it('adds an engraved entry and sets gift card messages', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    const bag = await client.bag.addEntries(cartId, [
      {
        productCode: await engravableProduct(client),
        quantity: 1,
        engravingInfo: { engravingText: 'A & B' },
      },
    ]);
    expect(bag.products[0]?.engravingOptions?.engravingText).toBe('A & B');
    const entry = bag.products[0]?.entryNumber ?? 0;
    const withCard = await client.bag.setGiftCardInfo(cartId, entry, {
      destinationMessage: 'To Ana',
      fromMessage: 'From Luis',
      message: 'Happy birthday',
    });
    expect(sold(withCard.products)).toHaveLength(1);
  });

  it('sets the guest e-mail, the delivery address, the delivery mode and packaging', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    expect((await client.bag.setGuestEmail(cartId, 'guest@example.com')).email).toBe(
      'guest@example.com',
    );
    const addressed = await client.bag.setDeliveryAddress(cartId, MADRID_ADDRESS);
    expect(addressed.shippingAddress?.postalCode).toBe('28001');
    expect(addressed.shippingAddress?.['name']).toBe('Ana');
    const standard = await client.bag.setDeliveryMode(cartId, 'standard');
    expect(standard.shippingMethod?.code).toBe('standard');
    expect((await client.bag.removeDeliveryMode(cartId)).shippingMethod).toBeNull();
    expect((await client.bag.setPackaging(cartId, true)).includePackaging).toBe(true);
    expect((await client.bag.setPackaging(cartId, false)).includePackaging).toBe(false);
  });

  it('a cart that does not exist is classified cartGone', async () => {
    const error = await sandbox
      .client()
      .bag.getBag('no-such-cart')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    expect(classifyCartError(error)).toBe('cartGone');
    expect((error as PageFetchHybrisError).reportable).toBe(false);
  });

  it('has no order for an open cart', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await expect(client.bag.findOrderForCart(cartId)).resolves.toBeNull();
  });
});

describe('BagPort: merge on login (docs/product/bag.md §2.3)', () => {
  it('merges the anonymous bag into the user bag and lists the user bags', async () => {
    const guest = sandbox.client();
    const anonymous = await guest.bag.createBag({});
    await guest.bag.addEntries(cartIdOf(anonymous), [{ productCode: product(4), quantity: 1 }]);

    const user = await sandbox.login();
    const own = await user.bag.createBag({});
    await user.bag.addEntries(cartIdOf(own), [{ productCode: product(5), quantity: 1 }]);
    const merged = await user.bag.createBag({
      oldCartId: cartIdOf(anonymous),
      toMergeCartGuid: cartIdOf(own),
    });
    expect(
      sold(merged.products)
        .map((entry) => entry.product.id)
        .sort(),
    ).toEqual([product(4), product(5)].sort());
    const bags = await user.bag.getUserBags();
    expect(bags.some((bag) => bag.code === merged.code)).toBe(true);
  });
});

describe('BagPort: stock synchronisation (docs/product/bag.md §4.1)', () => {
  it('adds only what stock allows and caps a raised quantity at stock', async () => {
    const client = sandbox.client();
    const { code, level } = await lowStockProduct();
    const cartId = cartIdOf(await client.bag.createBag({}));
    const bag = await client.bag.addEntries(cartId, [{ productCode: code, quantity: level + 2 }]);
    expect(bag.products[0]?.quantity).toBe(level);
    expect(bag.products[0]?.product.stock).toBe(level);
    const raised = await client.bag.updateEntryQuantity(
      cartId,
      bag.products[0]?.entryNumber ?? 0,
      level + 1,
    );
    expect(raised.products[0]?.quantity).toBe(level);
  });

  it('a product sold out elsewhere shows on validate and the core sync removes it', async () => {
    const { code, level } = await lowStockProduct(1);
    // Sold out everywhere once the web's units go: no shop holds it either (a shop delivering
    // the same day could still sell it, ADR 0052).
    sandbox.db.prepare('DELETE FROM store_stock WHERE code = ?').run(code);
    const shopper = sandbox.client();
    const mine = cartIdOf(await shopper.bag.createBag({}));
    await shopper.bag.addEntries(mine, [{ productCode: code, quantity: 1 }]);

    // Someone else buys every unit.
    const other = sandbox.client();
    const theirs = cartIdOf(await readyGuestBag(other, code));
    await other.bag.updateEntryQuantity(theirs, 0, level);
    const paid = await other.payments.createCashOnDeliveryPayment({
      cartId: theirs,
      returnUrl: 'https://shop.example/confirmation',
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
    });
    expect(paid.kind).toBe('order');

    const validated = await shopper.bag.validateStock(mine, {
      refresh: true,
      sendToCrossBorder: false,
    });
    expect(validated.productAvailabilityErrors).toEqual([
      expect.objectContaining({ id: code, noOnlineStock: true, quantityToDecrease: 1 }),
    ]);
    expect(validated.isPurchasable).toBe(false);
    expect(validated.products[0]?.product.onlineStock).toBe(false);
    const synced = synchronizeStock(bagLines(validated));
    expect(synced.removed.map((line) => line.productId)).toEqual([code]);
    expect(sold(synced.lines)).toEqual([]);
    const adding = await shopper.bag
      .addEntries(mine, [{ productCode: code, quantity: 1 }])
      .catch((error: unknown) => error);
    expect(classifyCartError(adding)).toBe('noStock');
  });

  it('entries carry the stock flags and same-day stores the rules read', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    const bag = await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    const entry = bag.products[0];
    expect(entry?.product.onlineStock).toBe(true);
    expect(entry?.product.hasOverallStock).toBe(true);
    expect(Array.isArray(entry?.product.availableSdd)).toBe(true);
  });
});

describe('ShippingPort: same-day delivery and best cart (docs/product/shipping.md §5)', () => {
  it('lists delivery modes with price ranges and validates an SDD postal code', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    const methods = await client.bag.getShippingMethods(cartId);
    const standard = methods.find((method) => method.code === 'standard');
    expect(standard?.priceRanges.length).toBeGreaterThan(0);
    expect(methods.some((method) => method.isSdd)).toBe(true);

    const stores = await client.bag.getStoresByPostalCode('28001');
    expect(stores.length).toBeGreaterThan(0);
    const errors = await client.bag.validateSddPostalCode(cartId, '28001');
    expect(Array.isArray(errors)).toBe(true);
    // The data the best-cart rule reads: some in-stock product can be sent same day from a
    // store that serves 28001.
    const serving = new Set(stores.map((store) => store.id));
    const sddReady = await client.bag.addEntries(
      cartIdOf(await client.bag.createBag({})),
      products.slice(0, 10).map((productCode) => ({ productCode, quantity: 1 })),
    );
    expect(
      sddReady.products.some((entry) => entry.product.availableSdd.some((id) => serving.has(id))),
    ).toBe(true);
    const best = selectBestCart(
      bagLines(await client.bag.getBag(cartId)),
      stores.map((s) => s.id),
    );
    expect(best.lines.length + best.removed.length).toBe(1);

    const store = stores[0]?.id ?? '';
    const withStore = await client.bag.setPointOfSaleAndPostalCode(cartId, '28001', store);
    expect(withStore.sddPostalCode).toBe('28001');
    expect(Array.isArray(withStore.productAvailabilityErrors)).toBe(true);
  });

  it('site delivery modes, the nearest store of a position and the stores with the bag', async () => {
    const client = sandbox.client();
    expect((await client.bag.getSiteDeliveryModes()).map((m) => m.code)).toContain('standard');
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    const nearest = await client.bag.geolocalize(cartId, { lat: 40.4168, lng: -3.7038 });
    expect(nearest.storeId).toBeTruthy();
    const stores = await client.bag.getCartStores(cartId);
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => typeof store.stock === 'boolean')).toBe(true);
  });

  it('an unserved postal code answers errors', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    expect((await client.bag.validateSddPostalCode(cartId, '99999')).length).toBeGreaterThan(0);
  });
});

describe('Vouchers and promotions (docs/product/bag.md §7)', () => {
  it('applies, lists and removes a voucher; a wrong one is a voucher error', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [{ productCode: product(0), quantity: 1 }]);
    const applied = await client.bag.applyVoucher(cartId, 'WELCOME10');
    expect(applied.priceSummary?.appliedVoucher?.voucherCode).toBe('WELCOME10');
    expect((await client.bag.getVouchers(cartId)).map((v) => v.voucherCode)).toEqual(['WELCOME10']);
    const removed = await client.bag.removeVoucher(cartId, 'WELCOME10');
    expect(removed.priceSummary?.appliedVoucher ?? null).toBeNull();
    const wrong = await client.bag.applyVoucher(cartId, 'NOPE').catch((error: unknown) => error);
    expect(classifyCartError(wrong)).toBe('voucher');
  });

  it('lists promotions and switches one on a bag', async () => {
    const client = sandbox.client();
    const promotions = await client.bag.getPromotions();
    expect(promotions.map((p) => p.id)).toContain('EMPLOYEE_DISCOUNT');
    const cartId = cartIdOf(await client.bag.createBag({}));
    const bag = await client.bag.applyPromotion(cartId, 'EMPLOYEE_DISCOUNT', true);
    expect(bag.shouldApplyPromotion).toContainEqual({ key: 'EMPLOYEE_DISCOUNT', value: true });
  });
});

describe('Save for later (docs/product/bag.md §5)', () => {
  it('moves an entry out, restores it and removes a saved one', async () => {
    const client = sandbox.client();
    const cartId = cartIdOf(await client.bag.createBag({}));
    await client.bag.addEntries(cartId, [
      { productCode: product(0), quantity: 1 },
      { productCode: product(1), quantity: 1 },
    ]);
    const saved = await client.bag.saveForLater(cartId, 0);
    expect(sold(saved.products).map((e) => e.product.id)).toEqual([product(1)]);
    expect(saved.saveForLater?.entries.map((e) => e.product.id)).toEqual([product(0)]);

    const restored = await client.bag.restoreFromSaveForLater(cartId, 0, 1);
    expect(restored.result).toEqual({ quantity: 1, quantityAdded: 1 });
    expect(
      sold(restored.bag.products)
        .map((e) => e.product.id)
        .sort(),
    ).toEqual([product(0), product(1)].sort());

    // Restored lines come back as new entries: address them by what the bag says.
    const back = restored.bag.products.find((e) => e.product.id === product(0));
    const again = await client.bag.saveForLater(cartId, back?.entryNumber ?? -1);
    expect(again.saveForLater?.entries).toHaveLength(1);
    const emptied = await client.bag.removeFromSaveForLater(cartId, 0);
    expect(emptied.saveForLater?.entries ?? []).toEqual([]);
  });
});
