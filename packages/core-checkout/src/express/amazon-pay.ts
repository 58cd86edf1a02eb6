import type { BrowserInfo } from '../payment/payment-requests.js';
import type { ThreeDs2Action } from '../payment/payment-creation-result.js';
import { readCreationResult } from '../payment/read-creation-result.js';

export interface AmazonPayPayload {
  amazonCheckoutSessionId: string;
  browserInfo: BrowserInfo;
  region: string;
}

export type AmazonPayOutcome =
  | { kind: 'confirmation'; query: { paymentMode: 'amazonpay'; orderCode: string; email: string } }
  | { kind: 'redirect'; url: string }
  | { kind: 'threeDs2'; action: ThreeDs2Action }
  | { kind: 'error' };

function withQuery(url: string, name: string, value: string): string {
  const [path = '', hash] = url.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * docs/product/payments.md §5.4, Amazon Pay creation: what the shopper sees after the create call.
 */
export function amazonPayOutcome(result: unknown, email: string): AmazonPayOutcome {
  const parsed = readCreationResult(result);
  switch (parsed?.kind) {
    case 'order':
      return {
        kind: 'confirmation',
        query: {
          paymentMode: 'amazonpay',
          orderCode: parsed.orderCode,
          email: parsed.email ?? email,
        },
      };
    case 'redirect':
      // The return lands on confirmation, which then verifies by 3DS instead of a lookup.
      return { kind: 'redirect', url: withQuery(parsed.url, 'is3DSecure', 'true') };
    case 'fingerprint':
    case 'challenge':
      return { kind: 'threeDs2', action: parsed };
    default:
      return { kind: 'error' };
  }
}
