import { onlineOrderSchema, type OnlineOrder } from '@atelier/core-orders';
import { describe, expect, it } from 'vitest';
import { trackedOrderView } from './tracking-order-view.js';

function order(overrides: Record<string, unknown> = {}): OnlineOrder {
  return onlineOrderSchema.parse({
    code: '90000002',
    id: 'order-guid-90000002',
    date: '2026-11-01T10:00:00Z',
    products: [{ id: '100704', name: 'Anillo Luna', quantity: 2, image: '/media/ring.svg' }],
    status: { key: 'IN_PROCESS', label: 'in_process', color: '' },
    backendStatus: 'IN_PROCESS',
    statusHistory: [
      { status: 'IN_PROCESS', date: '2026-11-01T12:00:00Z' },
      { status: 'IN_PROCESS', date: '2026-11-01T11:00:00Z' },
      { status: 'CREATED', date: '2026-11-01T10:00:00Z' },
    ],
    shippingMethodCode: 'standard',
    paymentMode: 'card',
    paymentStatus: 'PAID',
    totals: { totalPrice: { value: 99.9, currency: 'EUR' } },
    deliveryAddress: { name: 'Ana', surname: 'Martín', postalCode: '28001', address: 'Gran Vía 1' },
    paymentReferences: null,
    ...overrides,
  });
}

describe('trackedOrderView (docs/product/orders.md §5)', () => {
  it('shows the standard timeline with the reached step current and when each was reached', () => {
    const view = trackedOrderView(order(), 'es-es');
    expect(view.steps.map((s) => [s.status, s.state, s.labelKey])).toEqual([
      ['BOUGHT', 'done', 'orderStatusBought'],
      ['IN_PREPARATION', 'current', 'orderStatusInPreparation'],
      ['IN_DISTRIBUTION_CARRIER', 'pending', 'orderStatusInDistribution'],
      ['DELIVERED', 'pending', 'orderStatusDelivered'],
    ]);
    // The first time IN_PROCESS was seen, not the repeat.
    expect(view.steps[1]?.date).toBe('2026-11-01T11:00:00Z');
    expect(view.steps[0]?.date).toBe('2026-11-01T10:00:00Z');
    expect(view.steps[2]?.date).toBeNull();
    expect(view.badge).toEqual({ labelKey: 'orderStatusInPreparation', color: 'blue' });
    expect(view.items).toEqual([{ name: 'Anillo Luna', quantity: 2, image: '/media/ring.svg' }]);
  });

  it('a just-placed order has its first step current', () => {
    const view = trackedOrderView(
      order({ status: { key: 'CREATED', label: '', color: '' }, backendStatus: 'CREATED' }),
      'es-es',
    );
    expect(view.steps.map((s) => s.state)).toEqual(['current', 'pending', 'pending', 'pending']);
  });

  it('uses the pickup timeline and the cash-voucher payment steps from the order', () => {
    const pickup = trackedOrderView(
      order({
        shippingMethodCode: 'pickup',
        status: { key: 'SHIPPED', label: 'shipped', color: '' },
        backendStatus: 'SHIPPED',
      }),
      'es-es',
    );
    expect(pickup.steps.map((s) => s.status)).toEqual([
      'BOUGHT',
      'SEND_TO_STORE',
      'RECEIVED_IN_STORE',
      'DELIVERED',
    ]);
    expect(pickup.steps.find((s) => s.state === 'current')?.status).toBe('RECEIVED_IN_STORE');

    const voucher = trackedOrderView(
      order({
        paymentMode: 'oxxo',
        paymentStatus: 'PENDING',
        status: { key: 'CONVERT', label: 'convert', color: '' },
        backendStatus: 'CONVERT',
      }),
      'mx-es',
    );
    expect(voucher.steps.map((s) => [s.status, s.state])).toEqual([
      ['BOUGHT', 'done'],
      ['PAYMENT_PENDING', 'current'],
      ['PAID', 'pending'],
      ['IN_PREPARATION', 'pending'],
      ['IN_DISTRIBUTION_CARRIER', 'pending'],
      ['DELIVERED', 'pending'],
    ]);
    expect(voucher.badge.color).toBe('yellow');
  });

  it('a SENT standard order on a European site is yellow and ready to be shipped', () => {
    const sent = order({
      status: { key: 'SENT', label: 'sent', color: 'blue' },
      backendStatus: 'SENT',
    });
    expect(trackedOrderView(sent, 'es-es').badge).toEqual({
      labelKey: 'orderStatusReadyToBeShipped',
      color: 'yellow',
    });
    // Elsewhere the status keeps its own colour.
    expect(trackedOrderView(sent, 'us-en').badge.color).toBe('blue');
  });

  it('a cancelled order ends after the purchase, in red', () => {
    const view = trackedOrderView(
      order({ status: { key: 'CANCELLED', label: '', color: '' }, backendStatus: 'CANCELLED' }),
      'es-es',
    );
    expect(view.steps.map((s) => [s.status, s.state])).toEqual([
      ['BOUGHT', 'done'],
      ['CANCELLED', 'current'],
    ]);
    expect(view.badge).toEqual({ labelKey: 'orderStatusCancelled', color: 'red' });
  });

  it('links to AfterShip before the carrier, and to nothing without either', () => {
    expect(
      trackedOrderView(
        order({
          trackURL: 'https://carrier.example/1',
          afterShipTrackURL: 'https://aftership.example/1',
        }),
        'es-es',
      ).locateUrl,
    ).toBe('https://aftership.example/1');
    expect(
      trackedOrderView(order({ trackURL: 'https://carrier.example/1' }), 'es-es').locateUrl,
    ).toBe('https://carrier.example/1');
    expect(trackedOrderView(order(), 'es-es').locateUrl).toBeNull();
  });

  it('carries nothing personal: no address, e-mail, names or totals', () => {
    const text = JSON.stringify(trackedOrderView(order(), 'es-es'));
    expect(text).not.toMatch(/Martín|28001|Gran Vía|99\.9|@/);
  });
});
