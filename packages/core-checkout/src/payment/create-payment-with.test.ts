import { describe, expect, it } from 'vitest';
import { fakePaymentPort } from '../../test/fake-ports.js';
import { ALL_SAMPLE_PAYMENTS } from '../../test/sample-payments.js';
import { CREATE_PAYMENT_ENTRY, createPaymentWith } from './create-payment-with.js';
import { PAYMENT_METHOD_CODES } from './payment-methods.js';

describe('createPaymentWith', () => {
  it('has one distinct port entry per payment method', () => {
    expect(Object.keys(CREATE_PAYMENT_ENTRY).sort()).toEqual([...PAYMENT_METHOD_CODES].sort());
    expect(new Set(Object.values(CREATE_PAYMENT_ENTRY)).size).toBe(PAYMENT_METHOD_CODES.length);
  });

  it('sends each request to its own method entry, once, unchanged', async () => {
    for (const payment of ALL_SAMPLE_PAYMENTS) {
      const entry = CREATE_PAYMENT_ENTRY[payment.method];
      const { port, calls } = fakePaymentPort({
        [entry]: () => Promise.resolve({ kind: 'order', orderCode: payment.method }),
      });
      await expect(createPaymentWith(port, payment)).resolves.toEqual({
        kind: 'order',
        orderCode: payment.method,
      });
      expect(calls).toEqual([{ name: entry, args: [payment.request] }]);
    }
  });

  it('passes Blik to its own entry with the P24 external id 154', async () => {
    const { port, calls } = fakePaymentPort({
      createBlikPayment: () => Promise.resolve({ kind: 'order', orderCode: 'B' }),
    });
    await createPaymentWith(
      port,
      ALL_SAMPLE_PAYMENTS.find((p) => p.method === 'blik')!,
    );
    expect(calls[0]?.args[0]).toMatchObject({ externalId: 154 });
  });
});
