// The payment machines classify a rejection into a kind and keep only the kind; the checkout
// machine reacts to the back-end's error itself (docs/product/payments.md §6.2, through
// core-checkout's classifyPaymentError). This wrapper keeps the last rejection of the port so the
// payment step hands the checkout the error as the back-end sent it.
import type { PaymentPort } from '@atelier/core-checkout';

export interface RecordingPort {
  port: PaymentPort;
  /** The last call's rejection, or null when it answered. */
  lastError(): unknown;
}

export function recordingPort(inner: PaymentPort): RecordingPort {
  let last: unknown = null;
  const port = new Proxy(inner, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        last = null;
        return Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)).catch(
          (error: unknown) => {
            last = error;
            throw error;
          },
        );
      };
    },
  });
  return { port, lastError: () => last };
}
