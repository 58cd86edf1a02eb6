import { describe, expect, it } from 'vitest';
import { cardPaymentNext } from './card-payment-next.js';
import type { PaymentCreationResult, ThreeDs2Action } from './payment-creation-result.js';

const answers: Record<PaymentCreationResult['kind'], PaymentCreationResult> = {
  order: { kind: 'order', orderCode: 'O-1' },
  redirect: { kind: 'redirect', url: 'https://acs', httpMethod: 'POST', fields: {} },
  fingerprint: { kind: 'fingerprint', token: 't', paymentData: 'pd' },
  challenge: { kind: 'challenge', token: 't', paymentData: 'pd' },
};
const fingerprint = answers.fingerprint as ThreeDs2Action;
const challenge = answers.challenge as ThreeDs2Action;

describe('cardPaymentNext (docs/product/payments.md §2.1)', () => {
  // The whole table, written out from the spec: [after, answer, next step].
  const TABLE: [ThreeDs2Action | null, PaymentCreationResult['kind'], string][] = [
    [null, 'order', 'ordered'],
    [null, 'fingerprint', 'fingerprinting'],
    [null, 'challenge', 'challenging'],
    [null, 'redirect', 'redirecting'],
    [fingerprint, 'order', 'ordered'],
    [fingerprint, 'challenge', 'challenging'],
    [fingerprint, 'fingerprint', 'invalidOperation'],
    [fingerprint, 'redirect', 'invalidOperation'],
    [challenge, 'order', 'ordered'],
    [challenge, 'challenge', 'invalidOperation'],
    [challenge, 'fingerprint', 'invalidOperation'],
    [challenge, 'redirect', 'invalidOperation'],
  ];

  for (const [after, kind, next] of TABLE) {
    it(`${after?.kind ?? 'submit'} answered with ${kind} -> ${next}`, () => {
      expect(cardPaymentNext(after, answers[kind])).toBe(next);
    });
  }
});
