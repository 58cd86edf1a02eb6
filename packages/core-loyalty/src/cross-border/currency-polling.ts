import { FALLBACK_CURRENCIES, type Currency } from './fallback-currencies.js';

export const CURRENCY_POLL_INTERVAL_MS = 500;
export const CURRENCY_POLL_TRIES = 5;
export const CURRENCY_RETRIES_EXHAUSTED = 'Run out of retries trying to obtain Global-E currencies';

export interface CurrencyPollResult {
  currencies: readonly Currency[];
  source: 'provider' | 'fallback';
  /** Why the fallback list is used, for the log. */
  reason?: string;
}

export interface CurrencyPollOptions {
  /** The caller's timer: core code does not schedule anything itself. */
  sleep: (ms: number) => Promise<void>;
  tries?: number;
  intervalMs?: number;
}

/**
 * The provider's script fills its currency list some time after it loads, so the list is read
 * every 500 ms, 5 tries in all, with no wait after the last. An empty or missing list means
 * "not yet"; a read that throws means the preload failed. Either way the built-in list is the
 * answer of last resort, so the currency selector always has something to show.
 */
export async function pollCurrencyList(
  read: () =>
    readonly Currency[] | null | undefined | Promise<readonly Currency[] | null | undefined>,
  options: CurrencyPollOptions,
): Promise<CurrencyPollResult> {
  const tries = Math.max(1, options.tries ?? CURRENCY_POLL_TRIES);
  const interval = options.intervalMs ?? CURRENCY_POLL_INTERVAL_MS;
  const { sleep } = options;
  for (let attempt = 1; attempt <= tries; attempt++) {
    let list: readonly Currency[] | null | undefined;
    try {
      list = await read();
    } catch (error) {
      return {
        currencies: FALLBACK_CURRENCIES,
        source: 'fallback',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
    if (list && list.length > 0) return { currencies: list, source: 'provider' };
    if (attempt < tries) await sleep(interval);
  }
  return {
    currencies: FALLBACK_CURRENCIES,
    source: 'fallback',
    reason: CURRENCY_RETRIES_EXHAUSTED,
  };
}
