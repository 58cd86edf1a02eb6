// The browser half of the cross-border helper (docs/product/cross-border.md §5;
// docs/product/commerce-api.md §12): the currency list polled from the provider's script with the
// built-in list as the last resort, and the delivery cost of the bag total. The rules are
// core-loyalty's; time and I/O come in here.
import type { Money } from '@atelier/core-catalogue';
import {
  pollCurrencyList,
  shouldRequestDeliveryCost,
  type Currency,
  type CurrencyPollResult,
} from '@atelier/core-loyalty';

/** The page's timer; tests drive it with fake timers. */
export const timerSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export interface CurrencyOptions {
  sleep?: (ms: number) => Promise<void>;
  tries?: number;
  /**
   * Where the fallback's reason goes (docs/product/cross-border.md §5: the retries-exhausted
   * message).
   */
  log?: (message: string) => void;
}

/** Every 500 ms, 5 tries by default; the built-in list when the provider's never came. */
export async function loadCurrencies(
  read: () =>
    readonly Currency[] | null | undefined | Promise<readonly Currency[] | null | undefined>,
  options: CurrencyOptions = {},
): Promise<CurrencyPollResult> {
  const result = await pollCurrencyList(read, {
    sleep: options.sleep ?? timerSleep,
    ...(options.tries === undefined ? {} : { tries: options.tries }),
  });
  if (result.source === 'fallback') (options.log ?? console.warn)(result.reason ?? '');
  return result;
}

/** The provider's delivery cost: core Money. */
export type DeliveryCost = Money;

export const DELIVERY_COST_FAILURE = 'Unable to get global-e delivery cost';

/**
 * The delivery cost of the bag total, asked only on provider-managed sites with a total
 * (docs/product/cross-border.md §6); a failure is logged and nothing else
 * (docs/product/cross-border.md §6): null.
 */
export async function deliveryCostOf(input: {
  isGlobaleManaged: boolean;
  total: number | null | undefined;
  fetchCost: (amount: number) => Promise<DeliveryCost>;
  log?: (message: string) => void;
}): Promise<DeliveryCost | null> {
  const { total } = input;
  if (!shouldRequestDeliveryCost({ isGlobaleManaged: input.isGlobaleManaged, total })) return null;
  try {
    return await input.fetchCost(total as number);
  } catch {
    (input.log ?? console.warn)(DELIVERY_COST_FAILURE);
    return null;
  }
}

/**
 * The cost through the commerce proxy, validated by the OCC client. Its module is loaded on
 * first use: a dynamic import of a package's index would keep every export of it (zod
 * schemas included) in the chunk the pages share.
 */
export async function fetchDeliveryCost(site: string, amount: number): Promise<DeliveryCost> {
  const { deliveryCostFromProvider } = await import('./delivery-cost-client.js');
  return deliveryCostFromProvider(site, amount);
}
