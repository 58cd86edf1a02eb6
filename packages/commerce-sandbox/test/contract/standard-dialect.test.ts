import { isPageFetchHybrisError } from '@atelier/adapters-commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inStockProducts, lowStockProducts, MADRID_ADDRESS } from './fixtures.js';
import { startSandbox, type ContractSandbox } from './sandbox.js';

// The OCC client in its standard dialect against the sandbox answering standard SAP Commerce
// shapes and calls (SANDBOX_DIALECT=standard, ADR 0035 and 0036), over HTTP.
let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('es-es', 'standard');
});
afterAll(() => sandbox.close());

describe('standard dialect: catalogue', () => {
  it('reads products whose classifications are classes of features', async () => {
    const listing = await sandbox.client().products.getCategoryProducts('7', { fields: 'FULL' });
    expect(listing.problems).toEqual([]);
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.every((product) => product.classifications.material?.length)).toBe(
      true,
    );
  });

  it('reads one product stock as a field of the product', async () => {
    const [code = ''] = await inStockProducts(sandbox.client());
    const stock = await sandbox.client().products.getProductStock(code);
    expect(stock.inStock).toBe(true);
    expect(stock.level).toBeGreaterThanOrEqual(20);
  });
});

describe('standard dialect: the bag', () => {
  it('an add beyond the stock comes back as a modification on the bag', async () => {
    const client = sandbox.client();
    const [low] = await lowStockProducts(client);
    if (!low) throw new Error('the sandbox seeds no low-stock product');
    const bag = await client.bag.createBag({});
    const cartId = bag.cartId ?? '';
    const after = await client.bag.addEntries(cartId, [
      { productCode: low.code, quantity: low.level + 2 },
    ]);
    expect(after.cartModifications).toEqual([
      expect.objectContaining({
        productCode: low.code,
        statusCode: 'lowStock',
        quantityAdded: low.level,
      }),
    ]);
  });

  it('POST validate lowers and removes what the stock no longer covers, and says so', async () => {
    const client = sandbox.client();
    const [lowered = '', removed = ''] = await inStockProducts(client);
    const bag = await client.bag.createBag({});
    const cartId = bag.cartId ?? '';
    await client.bag.addEntries(cartId, [{ productCode: lowered, quantity: 3 }]);
    await client.bag.addEntries(cartId, [{ productCode: removed, quantity: 1 }]);
    const level = sandbox.db.prepare('UPDATE product_stock SET level = ? WHERE code = ?');
    level.run(1, lowered);
    level.run(0, removed);
    const checked = await client.bag.validateStock(cartId, {
      refresh: true,
      sendToCrossBorder: false,
    });
    expect(checked.cartModifications).toEqual([
      expect.objectContaining({ productCode: lowered, statusCode: 'lowStock', quantityAdded: 1 }),
      expect.objectContaining({ productCode: removed, statusCode: 'noStock', quantityAdded: 0 }),
    ]);
    expect(
      checked.products
        .filter((line) => !line.isGift)
        .map((line) => [line.product.id, line.quantity]),
    ).toEqual([[lowered, 1]]);
    expect(checked.productAvailabilityErrors).toEqual([]);
  });

  it('the brand client is refused a GET validate by a standard back-end, clearly', async () => {
    const client = sandbox.client();
    const bag = await client.bag.createBag({});
    const error = await sandbox
      .client({ dialect: 'extended' })
      .bag.validateStock(bag.cartId ?? '', { refresh: true, sendToCrossBorder: false })
      .catch((caught: unknown) => caught);
    expect(isPageFetchHybrisError(error) && error.status).toBe(405);
  });

  it('reads delivery modes as the cost for this cart, and a cart with a fired promotion', async () => {
    const client = sandbox.client();
    const [code = ''] = await inStockProducts(client);
    const bag = await client.bag.createBag({});
    const cartId = bag.cartId ?? '';
    await client.bag.addEntries(cartId, [{ productCode: code, quantity: 1 }]);
    await client.bag.setDeliveryAddress(cartId, MADRID_ADDRESS);
    const methods = await client.bag.getShippingMethods(cartId);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((method) => method.available && method.priceRanges.length === 1)).toBe(
      true,
    );
    const promoted = await client.bag.applyVoucher(cartId, 'WELCOME10');
    expect(promoted.priceSummary?.appliedPromotion?.length).toBeGreaterThan(0);
    expect(promoted.priceSummary?.appliedVoucher?.voucherCode).toBe('WELCOME10');
  });
});

describe('standard dialect: the shopper', () => {
  it('reads the user by uid and names', async () => {
    const client = await sandbox.login();
    const user = await client.users.getCurrentUser();
    expect(user).toMatchObject({
      id: 'shopper@example.com',
      email: 'shopper@example.com',
      firstName: 'Lucía',
      lastName: 'Martín',
    });
  });

  it('reads order summaries counted by pagination, and a card order in full', async () => {
    const client = await sandbox.login();
    const page = await client.orders.getOrders(0);
    expect(page.total).toBeGreaterThan(1);
    expect(page.orders.every((order) => order.products.length === 0)).toBe(true);
    // The seeded orders are paid by card, but for the cash-voucher statuses.
    const details = await Promise.all(
      page.orders.map((summary) => client.orders.getOrder(summary.code ?? '')),
    );
    const order = details.find((detail) => detail.paymentMode === 'card');
    if (!order) throw new Error('the sandbox seeds no card order on the first page');
    const code = order.code ?? '';
    expect(order.products.length).toBeGreaterThan(0);
    expect(details.every((detail) => detail.paymentMode !== undefined)).toBe(true);
    expect(order.billingAddress?.country).toBeTruthy();
    const purchase = await client.orders.getPurchase(code);
    expect(purchase.paymentMode.code).toBe('card');
    expect(purchase.purchaser.email).toBe('shopper@example.com');
  });

  it('gives and withdraws consent through consent templates', async () => {
    const client = await sandbox.login();
    const before = await client.account.getConsents();
    expect(before.map((consent) => consent.type)).toEqual(['newsletter', 'profile']);
    const given = await client.account.giveConsent({
      type: 'PROFILE',
      subscribed: true,
      userEmail: 'shopper@example.com',
    });
    expect(given).toMatchObject({ type: 'profile', subscribed: true });
    await client.account.revokeConsent(given.uuid);
    const after = await client.account.getConsents();
    expect(after.find((consent) => consent.type === 'profile')?.subscribed).toBe(false);
  });
});
