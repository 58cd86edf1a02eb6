import { describe, expect, it } from 'vitest';
import { orderWireSchema, purchaseWireSchema } from '../../src/occ/schemas/order.schema.js';

const price = (value: number) => ({ value, currencyIso: 'EUR' });

const occOrder = {
  code: '00100001',
  guid: 'o-guid',
  created: '2026-11-01T10:00:00.000Z',
  status: 'PAYMENT_IN_PROCESS',
  statusDisplay: 'payment_in_process',
  email: 'a@b.c',
  entries: [
    {
      entryNumber: 0,
      quantity: 1,
      product: { code: 'P1-12', name: 'Ring', images: [{ url: '/img/p1.svg' }] },
      size: '12',
      basePrice: price(25),
      engravingInfo: { engravingText: 'A&B' },
    },
  ],
  subTotal: price(25),
  totalDiscounts: price(0),
  deliveryCost: price(4.95),
  totalPrice: price(29.95),
  deliveryMode: { code: 'standard', name: 'Standard' },
  shippingMethodCode: 'standard',
  deliveryAddress: {
    firstName: 'Ana',
    lastName: 'García',
    line1: 'Calle 1',
    postalCode: '28001',
    town: 'Madrid',
    country: { isocode: 'ES' },
  },
  paymentMode: 'multibanco',
  paymentStatus: 'PENDING',
  paymentInfo: {
    mode: 'multibanco',
    reference: '123456789',
    entity: '12345',
    expiry: '2026-11-04',
    barcodeUrl: '/b.svg',
  },
  purchaser: { name: 'Ana', surname: 'García', email: 'a@b.c', phoneNumber: '+34' },
  appliedPromotion: [{ promotionTypeCode: 'VoucherPercentageDiscount' }],
  consignments: [
    {
      code: 'c1',
      status: 'SHIPPED',
      trackingUrl: 'https://t',
      entries: [{ productCode: 'P1-12', quantity: 1 }],
    },
  ],
  statusHistory: [{ status: 'PAYMENT_IN_PROCESS', date: '2026-11-01T10:00:00.000Z' }],
  trackURL: null,
  afterShipTrackURL: null,
  estimatedDeliveryDate: '2026-11-04',
  deliveryWindow: null,
  returnInProcess: false,
};

describe('OCC order -> online order (docs/product/orders.md §1.1)', () => {
  it('maps lines, totals, address, references and consignments', () => {
    const order = orderWireSchema().parse(occOrder);
    expect(order.code).toBe('00100001');
    expect(order.date).toBe(occOrder.created);
    expect(order.backendStatus).toBe('PAYMENT_IN_PROCESS');
    expect(order.status.key).toBe('PAYMENT_IN_PROCESS');
    expect(order.products[0]).toMatchObject({
      id: 'P1-12',
      quantity: 1,
      sizeCode: 'P1-12',
      image: '/img/p1.svg',
      engravingText: 'A&B',
      price: { value: 25, currency: 'EUR' },
    });
    expect(order.totals.totalPrice.value).toBe(29.95);
    expect(order.deliveryAddress).toMatchObject({
      name: 'Ana',
      address: 'Calle 1',
      city: 'Madrid',
      country: 'ES',
    });
    expect(order.paymentReferences).toEqual({
      reference: '123456789',
      entity: '12345',
      expiry: '2026-11-04',
      barcode: '/b.svg',
    });
    expect(order.consignments[0]).toMatchObject({
      code: 'c1',
      entries: [{ productId: 'P1-12', quantity: 1 }],
    });
  });

  it('maps the purchase of the confirmation page', () => {
    const purchase = purchaseWireSchema().parse(occOrder);
    expect(purchase.purchaser).toEqual({
      name: 'Ana',
      surname: 'García',
      email: 'a@b.c',
      phoneNumber: '+34',
    });
    expect(purchase.paymentMode).toEqual({ code: 'multibanco' });
    expect(purchase.priceSummary.totalAfterShipment).toEqual({ value: 29.95, currency: 'EUR' });
    expect(purchase.inSiteReferenceCode).toBe('123456789');
    const anonymous = purchaseWireSchema().parse({ ...occOrder, purchaser: undefined });
    expect(anonymous.purchaser).toEqual({ name: 'Ana', surname: 'García', email: 'a@b.c' });
  });

  it.each([
    ['no created date', { ...occOrder, created: undefined }],
    ['no status', { ...occOrder, status: undefined }],
    ['entries that are not a list', { ...occOrder, entries: {} }],
    [
      'no currency in any price',
      {
        ...occOrder,
        entries: [],
        subTotal: undefined,
        totalDiscounts: undefined,
        deliveryCost: undefined,
        totalPrice: { value: 3 },
      },
    ],
    ['no total', { ...occOrder, totalPrice: undefined }],
  ])('rejects an order with %s', (_name, wire) => {
    expect(orderWireSchema().safeParse(wire).success).toBe(false);
    expect(purchaseWireSchema().safeParse(wire).success).toBe(false);
  });

  it("a price without its currency takes the order's; a line it cannot read is dropped, not the order", () => {
    const order = orderWireSchema().parse({
      ...occOrder,
      totalPrice: { value: 29.95 },
      entries: [...occOrder.entries, { ...occOrder.entries[0], quantity: -1 }],
    });
    expect(order.totals.totalPrice).toEqual({ value: 29.95, currency: 'EUR' });
    expect(order.products).toHaveLength(1);
  });
});
