import { describe, expect, it } from 'vitest';
import {
  creationWireSchema,
  verificationWireSchema,
} from '../../src/occ/schemas/payment.schema.js';

const RETURN = 'https://shop.example/confirmation';

describe('payment answers -> creation results and verifications (docs/product/commerce-api.md §10.1, §10.2)', () => {
  it('maps an order, 3DS2 actions, a redirect and a pushed payment', () => {
    const schema = creationWireSchema(RETURN);
    expect(
      schema.parse({
        paymentId: 'p',
        status: 'AUTHORISED',
        orderCode: 'O1',
        order: { email: 'a@b.c' },
      }),
    ).toEqual({
      kind: 'order',
      orderCode: 'O1',
      email: 'a@b.c',
    });
    expect(
      schema.parse({
        status: 'IDENTIFY_SHOPPER',
        action: { type: 'threeDS2', subtype: 'fingerprint', token: 't', paymentData: 'p' },
      }),
    ).toEqual({ kind: 'fingerprint', token: 't', paymentData: 'p' });
    expect(
      schema.parse({
        status: 'REDIRECT_SHOPPER',
        action: { type: 'redirect', method: 'POST', url: 'https://psp', data: { a: '1' } },
      }),
    ).toEqual({ kind: 'redirect', url: 'https://psp', httpMethod: 'POST', fields: { a: '1' } });
    expect(schema.parse({ paymentId: 'p 1', status: 'IN_PROCESS' })).toEqual({
      kind: 'redirect',
      url: `${RETURN}?paymentId=p%201`,
      httpMethod: 'GET',
      fields: {},
    });
  });

  it.each([
    ['no status', { orderCode: 'O1' }],
    ['neither order nor action', { status: 'REFUSED' }],
    ['an unknown action', { status: 'X', action: { type: 'dance' } }],
    [
      'a 3DS2 action without token',
      { status: 'X', action: { type: 'threeDS2', subtype: 'challenge', paymentData: 'p' } },
    ],
  ])('rejects an answer with %s', (_name, wire) => {
    expect(creationWireSchema(RETURN).safeParse(wire).success).toBe(false);
  });

  it('maps provider states to SUCCESS and keeps IN_PROCESS for the retry loop', () => {
    expect(verificationWireSchema().parse({ status: 'AUTHORISED', orderCode: 'O1' })).toEqual({
      status: 'SUCCESS',
      orderCode: 'O1',
    });
    expect(
      verificationWireSchema().parse({ status: 'PRESENT_TO_SHOPPER', orderCode: 'O1' }).status,
    ).toBe('SUCCESS');
    expect(verificationWireSchema().parse({ status: 'IN_PROCESS' })).toEqual({
      status: 'IN_PROCESS',
    });
    expect(verificationWireSchema().safeParse({ orderCode: 'O1' }).success).toBe(false);
  });
});
