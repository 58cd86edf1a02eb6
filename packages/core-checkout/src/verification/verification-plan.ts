import type { ReturnParams } from '../ports/payment-port.js';

/** The recursive-verify group of docs/product/payments.md §3.3. */
export const RECURSIVE_VERIFY_METHODS = [
  'yookassa',
  'payu',
  'p24',
  'blik',
  'kueski',
  'bizum',
] as const;

export type VerificationPlan =
  | { kind: 'threeDSecure'; md: string; paRes: string; includeCart: boolean }
  | { kind: 'mercadoPago' }
  | { kind: 'addi' }
  | { kind: 'oney' }
  | { kind: 'recursive'; method: string }
  | { kind: 'googlePay'; md: string; paRes: string }
  | { kind: 'tabby'; paymentId: string; orderCode: string }
  | { kind: 'powertranz'; token: string }
  | { kind: 'amazonPay3ds'; md: string; paRes: string }
  | { kind: 'amazonPayLookup' }
  | { kind: 'default'; method: string; express: boolean };

const param = (params: ReturnParams, ...names: string[]): string =>
  names.map((n) => params[n]).find((v) => v !== undefined && v !== '') ?? '';

/**
 * docs/product/payments.md §3.3: how the confirmation verifies an order, by payment mode. Modes
 * with their own verification come first; a 3D Secure return (MD and PaRes) of any other mode is
 * verified as such; everything else takes the default verification.
 */
export function verificationPlan(paymentMode: string, params: ReturnParams): VerificationPlan {
  const mode = paymentMode.toLowerCase();
  const md = param(params, 'MD', 'md');
  const paRes = param(params, 'PaRes', 'paRes', 'pares');
  if (mode === 'mercadopago') return { kind: 'mercadoPago' };
  if (mode === 'addi') return { kind: 'addi' };
  if (mode === 'oney') return { kind: 'oney' };
  if ((RECURSIVE_VERIFY_METHODS as readonly string[]).includes(mode))
    return { kind: 'recursive', method: mode };
  if (mode === 'googlepay') return { kind: 'googlePay', md, paRes };
  if (mode === 'tabby') {
    return {
      kind: 'tabby',
      paymentId: param(params, 'paymentId', 'payment_id'),
      orderCode: param(params, 'orderCode'),
    };
  }
  if (mode === 'powertranz')
    return { kind: 'powertranz', token: param(params, 'token', 'SpiToken') };
  if (mode === 'amazonpay') {
    return param(params, 'is3DSecure') === 'true' || (md !== '' && paRes !== '')
      ? { kind: 'amazonPay3ds', md, paRes }
      : { kind: 'amazonPayLookup' };
  }
  if (md !== '' && paRes !== '') return { kind: 'threeDSecure', md, paRes, includeCart: false };
  return { kind: 'default', method: mode, express: param(params, 'isExpress') === 'true' };
}
