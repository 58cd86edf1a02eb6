import type { CallSignal } from '../calls/call-signal.js';
import { errorEntries } from './error-entries.js';

export interface VerifyRetryOptions {
  /** Calls in all, the first included (docs/product/payments.md §3.1: 10). */
  tries?: number;
  /** Wait between two calls (docs/product/payments.md §3.1: 2 seconds). */
  delayMs?: number;
  sleep?: (ms: number, signal?: CallSignal) => Promise<void>;
  /** Aborting it stops the polling: no further call, the wait cut short, a rejection. */
  signal?: CallSignal;
}

export const VERIFY_TRIES = 10;
export const VERIFY_DELAY_MS = 2000;
export const IN_PROCESS = 'IN_PROCESS';

// The core compiles against the ES library only (no DOM, no Node types), yet every runtime it
// targets has global timers: declare just the shape used here.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
declare const clearTimeout: (id: unknown) => void;

const aborted = (signal: CallSignal): unknown => signal.reason ?? new Error('aborted');

const defaultSleep = (ms: number, signal?: CallSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted(signal as CallSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** The cart is being validated by another request: the back-end asks us to come back later. */
export function isSimultaneousAccessError(error: unknown): boolean {
  return errorEntries(error).some((entry) => entry.message?.toLowerCase().includes('simultaneous'));
}

/** docs/product/payments.md §3.1: the payment is not decided yet, so it is asked again. */
export function isStillInProcess(result: { status: string }): boolean {
  return result.status === IN_PROCESS;
}

/** After `calls` calls, whether another one may follow (at most `tries` in all). */
export function hasCallsLeft(calls: number, tries: number): boolean {
  return calls < tries;
}

/**
 * docs/product/payments.md §3.1: a redirect payment stays IN_PROCESS for a while after the shopper
 * returns, so verification polls. Success or failure of the final status is the caller's decision.
 * The redirect verification machine polls with the same two rules in its own states (its
 * waits come from XState's clock); this is the promise form for other callers.
 */
export async function verifyPaymentWithRetry<R extends { status: string }>(
  verify: () => Promise<R>,
  options: VerifyRetryOptions = {},
): Promise<R> {
  const tries = options.tries ?? VERIFY_TRIES;
  const delayMs = options.delayMs ?? VERIFY_DELAY_MS;
  const sleep = options.sleep ?? defaultSleep;
  const { signal } = options;
  for (let calls = 0; hasCallsLeft(calls, tries);) {
    if (signal?.aborted === true) throw aborted(signal);
    try {
      calls += 1;
      const result = await verify();
      if (!isStillInProcess(result)) return result;
    } catch (error) {
      if (!isSimultaneousAccessError(error)) throw error;
    }
    if (hasCallsLeft(calls, tries)) await sleep(delayMs, signal);
  }
  throw new Error(`Payment still in process after ${tries} verification attempts`);
}
