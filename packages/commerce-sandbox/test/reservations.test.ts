import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('a booking as stored, over the test-only admin endpoint', () => {
  it('answers the product, the unpadded store and the shopper data of a booking', async () => {
    const booked = await sb.call('POST', '/users/anonymous/productreservation', {
      body: {
        productCode: '100701',
        selectedShop: '0000001001',
        userData: { name: 'Ana Martín', email: 'ana@example.com', phone: '+34 600 000 000' },
      },
    });
    expect(booked.status).toBe(201);
    const stored = await sb.call('GET', `/sandbox/reservations/${booked.body.reservationId}`);
    expect(stored.body).toMatchObject({
      id: booked.body.reservationId,
      productCode: '100701',
      storeId: '1001',
      userData: { name: 'Ana Martín', email: 'ana@example.com', phone: '+34 600 000 000' },
    });
    expect((await sb.call('GET', '/sandbox/reservations/999999')).status).toBe(404);
  });

  it('is closed unless the admin side is asked for', async () => {
    const closed = await startSandbox({ admin: false });
    try {
      expect((await closed.call('GET', '/sandbox/reservations/1')).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
