import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageFetchHybrisError, type OccListProblem } from '../../src/index.js';
import { recorded, startReplay } from './replay.js';

// Standard SAP Commerce order answers (test/recorded/orders, README.md beside them): the order
// history's summaries and the count in `pagination`, order details with consignments and the
// card in `paymentInfo`, mapped to the one core model (core-orders, core-checkout).
let replay: Awaited<ReturnType<typeof startReplay>>;
beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());

type Json = Record<string, unknown>;

describe('order history (GET /users/current/orders)', () => {
  it('reads order summaries with the count of pagination.totalResults', async () => {
    replay.serve([
      { method: 'GET', path: '/users/current/orders', body: recorded('orders/history.json') },
    ]);
    const page = await replay.client().orders.getOrders(0);
    expect(page.total).toBe(1);
    expect(page.orders).toHaveLength(1);
    const [order] = page.orders;
    expect(order).toMatchObject({
      code: '0005004001',
      id: '6316b8e8-0205-4936-941b-a97897eaaee8',
      date: '2026-11-28T09:00:00+0000',
      backendStatus: 'CANCELLED',
      status: { key: 'CANCELLED', label: 'cancelled' },
      totals: { totalPrice: { value: 35, currency: 'USD' } },
      products: [],
    });
    expect(replay.requests[0]?.query.get('currentPage')).toBe('0');
  });

  it('keeps the page when one summary cannot be read, and reports that one by index', async () => {
    const page = recorded<{ orders: Json[]; pagination: Json }>('orders/history.json');
    const cancelled = recorded<{ orders: Json[] }>('orders/history-cancelled.json').orders[0]!;
    page.orders.push({ guid: 'no-code-no-total' }, { ...cancelled, code: '0005004002' });
    replay.serve([{ method: 'GET', path: '/users/current/orders', body: page }]);
    const problems: OccListProblem[] = [];
    const read = await replay
      .client({ onListProblem: (problem) => problems.push(problem) })
      .orders.getOrders(0);
    expect(read.orders.map((order) => order.code)).toEqual(['0005004001', '0005004002']);
    expect(read.total).toBe(1);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ list: 'orders', index: 1, id: 'no-code-no-total' });
    expect(problems[0]?.reasons.join(' ')).toMatch(/code/);
  });
});

describe('order detail (GET /users/current/orders/{code})', () => {
  it('keeps consignments with their entries, and an address without names', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/orders/0005004001',
        body: recorded('orders/detail-consignments.json'),
      },
    ]);
    const order = await replay.client().orders.getOrder('0005004001');
    expect(order.consignments).toEqual([
      {
        code: 'cons0005004001_0',
        status: 'READY',
        statusDate: '2024-08-06T13:00:00+0000',
        entries: [{ productId: 'SRV_01', quantity: 1 }],
      },
      expect.objectContaining({ code: 'cons0005004001_1' }),
    ]);
    // The shopper pays the total with tax (a net store adds it on top of totalPrice).
    expect(order.totals).toMatchObject({
      totalPrice: { value: 185.99, currency: 'USD' },
      subTotal: { value: 172, currency: 'USD' },
      deliveryCost: { value: 9.99, currency: 'USD' },
    });
    expect(order.deliveryAddress).toMatchObject({
      name: '',
      surname: '',
      address: 'Sunset',
      postalCode: '90210',
      city: 'Beverly Hills',
      country: 'US',
    });
    expect(order.shippingMethodCode).toBe('standard-net');
    expect(order.products.map((product) => product.id)).toEqual(['SRV_01', '3780171']);
    // The thumbnail of the four formats of one picture.
    expect(order.products[1]?.image).toMatch(/^\/medias\/\?context=/);
    expect(order.products[1]?.image).toBe(
      recorded<{ entries: { product: { images: { format: string; url: string }[] } }[] }>(
        'orders/detail-consignments.json',
      ).entries[1]!.product.images.find((image) => image.format === 'thumbnail')!.url,
    );
  });

  it('takes the billing address from paymentInfo, and card as the payment mode', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/orders/00000001',
        body: recorded('orders/detail-payment-info-with-totals.json'),
      },
    ]);
    const order = await replay.client().orders.getOrder('00000001');
    expect(order.billingAddress).toMatchObject({
      name: 'Test',
      surname: 'Test',
      address: '2113, 32nd Avenue ',
      city: 'Lachine',
      region: 'Ontario',
      country: 'CA',
      phone: '5147468956',
    });
    expect(order.paymentMode).toBe('card');
    // What the order detail shows (issue 32.4): the delivery mode's name, the card as the
    // back-end masked it, and each line's unit price and total as charged.
    expect(order).toMatchObject({
      deliveryMode: 'standard-net',
      deliveryModeName: 'Standard Delivery',
      paymentName: 'Visa',
      maskedCardNumber: '************1111',
    });
    expect(order.products[0]).toMatchObject({
      price: { value: 260.87, currency: 'USD' },
      total: { value: 260.87, currency: 'USD' },
    });
  });

  it('refuses an order recorded without its total, saying which field is missing', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/orders/00000001',
        body: recorded('orders/detail-payment-info.json'),
      },
    ]);
    const error = await replay
      .client()
      .orders.getOrder('00000001')
      .catch((caught: unknown) => caught);
    expect(isPageFetchHybrisError(error)).toBe(true);
    expect(isPageFetchHybrisError(error) && error.kind).toBe('malformed');
    expect(JSON.stringify(isPageFetchHybrisError(error) && error.errors)).toMatch(/totalPrice/);
  });
});

describe('order confirmation (the purchase)', () => {
  it('reads a standard order: the card as paymentMode, the purchaser from the billing address', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/orders/00000001',
        body: recorded('orders/detail-payment-info-with-totals.json'),
      },
    ]);
    const purchase = await replay.client().orders.getPurchase('00000001');
    expect(purchase).toMatchObject({
      code: '00000001',
      paymentMode: { code: 'card', name: 'Visa' },
      purchaser: { name: 'Test', surname: 'Test', email: 'test@test1.com' },
      shippingMethodCode: 'standard-net',
      deliveryMode: { code: 'standard-net' },
      priceSummary: {
        total: { value: 240.87, currency: 'USD' },
        totalAfterShipment: { value: 248.36, currency: 'USD' },
        shipmentPrice: { value: 7.49, currency: 'USD' },
      },
      purchasedProducts: [{ productId: '816802', quantity: 1, price: 260.87 }],
    });
  });

  it('reads an order paid on account: paymentType is the payment mode', async () => {
    const order = recorded<Json>('orders/detail-consignments.json');
    replay.serve([
      {
        method: 'GET',
        path: '/users/current/orders/0005004001',
        body: { ...order, paymentType: { code: 'ACCOUNT', displayName: 'Account Payment' } },
      },
    ]);
    const purchase = await replay.client().orders.getPurchase('0005004001');
    expect(purchase.paymentMode).toEqual({ code: 'ACCOUNT', name: 'Account Payment' });
    // No purchaser block, no names on the address: the user the order belongs to.
    expect(purchase.purchaser).toMatchObject({
      name: 'James',
      surname: 'Weber',
      email: 'james.weber@harvestlive.inc',
    });
  });
});
