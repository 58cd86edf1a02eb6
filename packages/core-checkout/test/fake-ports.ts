import type { CheckoutPort } from '../src/ports/checkout-port.js';
import type { PaymentPort } from '../src/ports/payment-port.js';

export interface Recorded {
  name: string;
  args: unknown[];
}

/** A port whose entries record their calls; entries not overridden reject as unexpected. */
function fakePort<P extends object>(overrides: Partial<P>): { port: P; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const port = new Proxy(overrides, {
    get(target, name: string) {
      const own = (target as Record<string, unknown>)[name];
      return (...args: unknown[]) => {
        calls.push({ name, args });
        if (typeof own === 'function') return (own as (...a: unknown[]) => unknown)(...args);
        return Promise.reject(new Error(`unexpected call to ${name}`));
      };
    },
  }) as P;
  return { port, calls };
}

export const fakePaymentPort = (overrides: Partial<PaymentPort> = {}) =>
  fakePort<PaymentPort>(overrides);
export const fakeCheckoutPort = (overrides: Partial<CheckoutPort> = {}) =>
  fakePort<CheckoutPort>(overrides);
