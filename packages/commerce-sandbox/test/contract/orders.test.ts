import { orderCodeOf, productStatusOf, shippingMethodFromCode } from '@atelier/core-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { cartIdOf, inStockProducts, readyGuestBag } from './fixtures.js';
import { SHOPPER, startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('orders over HTTP (docs/product/commerce-api.md §9)', () => {
  it('pages the user orders 20 at a time, every status mapped', async () => {
    const user = await sandbox.login();
    const first = await user.orders.getOrders(0);
    expect(first.orders.length).toBeGreaterThan(0);
    expect(first.orders.length).toBeLessThanOrEqual(20);
    expect(first.total).toBeGreaterThanOrEqual(first.orders.length);
    for (const order of first.orders) {
      expect(order.status.key).toBe(order.backendStatus);
      expect(order.totals.totalPrice.currency).toBe('EUR');
    }
    const known = first.orders.filter((order) =>
      productStatusOf(
        order.backendStatus ?? '',
        shippingMethodFromCode(order.shippingMethodCode) ?? 'standard',
      ),
    );
    expect(known.length).toBeGreaterThan(0);
    const small = await user.orders.getOrders(1, 2);
    expect(small.orders).toHaveLength(2);
  });

  it('reads one order, as an order and as a purchase, and marks it visited', async () => {
    const user = await sandbox.login();
    const [listed] = (await user.orders.getOrders()).orders;
    const code = orderCodeOf(listed ?? { code: '' });
    const order = await user.orders.getOrder(code);
    expect(order.code).toBe(code);
    expect(order.products.length).toBeGreaterThan(0);
    const purchase = await user.orders.getPurchase(code);
    expect(purchase.code).toBe(code);
    expect(purchase.purchaser.email).toBe(SHOPPER.email);
    await user.orders.markVisited(code);
  });

  it('tracks a guest order by code and e-mail, by last name and postal code, and by link', async () => {
    const guest = sandbox.client();
    const [code] = await inStockProducts(guest);
    const bag = await readyGuestBag(guest, code ?? '');
    const cartId = cartIdOf(bag);
    const placed = await guest.payments.createCashOnDeliveryPayment({
      cartId,
      returnUrl: 'https://shop.example/confirmation',
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
    });
    const orderCode = placed.kind === 'order' ? placed.orderCode : '';
    const byEmail = await guest.orders.trackOrder({ orderCode, email: 'guest@example.com' });
    expect(byEmail.code).toBe(orderCode);
    const byName = await guest.orders.trackOrder({
      orderId: orderCode,
      lastName: 'García',
      postalCode: '28001',
    });
    expect(byName.code).toBe(orderCode);
    const byLink = await guest.orders.getAnonymousOrder(orderCode, 'guest@example.com');
    expect(byLink.code).toBe(orderCode);
    const byCart = await guest.orders.getPurchaseByCartId(cartId);
    expect(byCart.code).toBe(orderCode);
    expect(byCart.purchaser.name).toBe('Ana');
    await expect(guest.bag.findOrderForCart(cartId)).resolves.toEqual({ code: orderCode });
    // The confirmation page of a guest reads the order through the cart guid.
    expect((await guest.checkout(cartId).getOrder(orderCode)).code).toBe(orderCode);
    await expect(guest.checkout(cartId).getOrder('00000000')).rejects.toMatchObject({
      status: 404,
    });
    await guest.orders.markVisited(cartId);
    await expect(guest.orders.markVisited(orderCode)).rejects.toMatchObject({ status: 404 });
  });

  it('a wrong e-mail finds nothing, as an UnknownIdentifierError', async () => {
    const error = await sandbox
      .client()
      .orders.trackOrder({ orderCode: '00000000', email: 'nobody@example.com' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    expect((error as PageFetchHybrisError).status).toBe(404);
    expect((error as PageFetchHybrisError).reportable).toBe(false);
  });
});
