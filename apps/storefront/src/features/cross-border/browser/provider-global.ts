// The cross-border provider's script is driven through a queue-style global
// (docs/product/cross-border.md §7): calls made before the script has loaded wait in its queue, and
// once loaded the same global answers. The spec names only the currency-list request's argument, 5.
import type { Currency } from '@atelier/core-loyalty';

export const CURRENCY_LIST_REQUEST = 5;

type ProviderCall = ((...args: unknown[]) => unknown) & { q?: unknown[][] };

interface ProviderWindow {
  gle?: ProviderCall;
}

/** The global, with a queue standing in for it until the provider's script replaces it. */
export function providerGlobal(win: ProviderWindow = window as unknown as ProviderWindow) {
  if (!win.gle) {
    const queue: ProviderCall = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
      return undefined;
    };
    win.gle = queue;
  }
  return win.gle;
}

const isCurrency = (value: unknown): value is Currency => {
  const c = value as Partial<Currency> | null;
  return typeof c?.code === 'string' && typeof c.name === 'string' && typeof c.id === 'string';
};

/**
 * The provider's currency list as it stands: undefined while its script has not filled it
 * (the queue answers nothing), only well-formed entries once it has.
 */
export function readProviderCurrencies(
  win: ProviderWindow = window as unknown as ProviderWindow,
): Currency[] | undefined {
  const answer = providerGlobal(win)('GetCurrencies', CURRENCY_LIST_REQUEST);
  return Array.isArray(answer) ? answer.filter(isCurrency) : undefined;
}
