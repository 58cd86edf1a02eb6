import { errorEntries } from './error-entries.js';

export interface VerifyRetryOptions {
  /** Calls in all, the first included (spec 2, section 9: 10). */
  tries?: number;
  /** Wait between two calls (spec 2, section 9: 2 seconds). */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const VERIFY_TRIES = 10;
export const VERIFY_DELAY_MS = 2000;
export const IN_PROCESS = 'IN_PROCESS';

// The core compiles against the ES library only (no DOM, no Node types), yet every runtime it
// targets has a global setTimeout: declare just the shape used here.
declare const setTimeout: (callback: () => void, ms: number) => unknown;

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The cart is being validated by another request: the back-end asks us to come back later. */
export function isSimultaneousAccessError(error: unknown): boolean {
  return errorEntries(error).some((entry) => entry.message?.toLowerCase().includes('simultaneous'));
}

/**
 * Spec 2, 4.10: a redirect payment stays IN_PROCESS for a while after the shopper returns,
 * so verification polls. Success or failure of the final status is the caller's decision.
 */
export async function verifyPaymentWithRetry<R extends { status: string }>(
  verify: () => Promise<R>,
  options: VerifyRetryOptions = {},
): Promise<R> {
  const tries = options.tries ?? VERIFY_TRIES;
  const delayMs = options.delayMs ?? VERIFY_DELAY_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let call = 1; call <= tries; call += 1) {
    try {
      const result = await verify();
      if (result.status !== IN_PROCESS) return result;
    } catch (error) {
      if (!isSimultaneousAccessError(error)) throw error;
    }
    if (call < tries) await sleep(delayMs);
  }
  throw new Error(`Payment still in process after ${tries} verification attempts`);
}
