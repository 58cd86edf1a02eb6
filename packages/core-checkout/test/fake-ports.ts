import type { CallSignal } from '../src/calls/call-signal.js';
import type { CheckoutPort } from '../src/ports/checkout-port.js';
import type { PaymentPort } from '../src/ports/payment-port.js';

export interface Recorded {
  name: string;
  args: unknown[];
  /** The signal the call was made with, kept apart so `args` reads as the request. */
  signal?: CallSignal;
}

const isCallOptions = (value: unknown): value is { signal?: CallSignal } =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key === 'signal');

/** A port whose entries record their calls; entries not overridden reject as unexpected. */
function fakePort<P extends object>(overrides: Partial<P>): { port: P; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const port = new Proxy(overrides, {
    get(target, name: string) {
      const own = (target as Record<string, unknown>)[name];
      return (...all: unknown[]) => {
        const last = all.at(-1);
        // A trailing options object (or an absent one) is not part of the request.
        const args =
          isCallOptions(last) || (all.length > 0 && last === undefined) ? all.slice(0, -1) : all;
        calls.push({
          name,
          args,
          ...(isCallOptions(last) && last.signal !== undefined ? { signal: last.signal } : {}),
        });
        if (typeof own === 'function') return (own as (...a: unknown[]) => unknown)(...all);
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

/** A call that never answers until its signal aborts it, as a fetch would. */
export function hangingCall(_input?: unknown, options?: { signal?: CallSignal }): Promise<never> {
  return new Promise((_, reject) => {
    options?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}
