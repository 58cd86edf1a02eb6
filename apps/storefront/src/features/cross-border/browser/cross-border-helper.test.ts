import { CURRENCY_RETRIES_EXHAUSTED } from '@atelier/core-loyalty';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_COST_FAILURE, deliveryCostOf, loadCurrencies } from './cross-border-helper.js';
import { providerGlobal, readProviderCurrencies } from './provider-global.js';

const chf = [{ id: 'CHF', code: 'CHF', name: 'Swiss Franc' }];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('currency polling on the page timer (docs/product/cross-border.md §5)', () => {
  it('reads every 500 ms until the provider has filled its list', async () => {
    const win: { gle?: ((...args: unknown[]) => unknown) & { q?: unknown[][] } } = {};
    const log = vi.fn();
    const result = loadCurrencies(() => readProviderCurrencies(win), { log });
    // The script has not loaded: the queue keeps the request (argument 5) and answers nothing.
    await vi.advanceTimersByTimeAsync(0);
    expect(win.gle?.q).toEqual([['GetCurrencies', 5]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(win.gle?.q).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(win.gle?.q).toHaveLength(2);
    // The provider's script arrives and replaces the global.
    win.gle = (name: unknown, arg: unknown) =>
      name === 'GetCurrencies' && arg === 5 ? chf : undefined;
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual({ currencies: chf, source: 'provider' });
    expect(log).not.toHaveBeenCalled();
  });

  it('gives up after 5 tries (2 s) with the built-in list and logs why', async () => {
    const read = vi.fn(() => undefined);
    const log = vi.fn();
    const result = loadCurrencies(read, { log });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(read).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    const answer = await result;
    expect(read).toHaveBeenCalledTimes(5);
    expect(answer.source).toBe('fallback');
    expect(answer.currencies.length).toBeGreaterThanOrEqual(140);
    expect(log).toHaveBeenCalledWith(CURRENCY_RETRIES_EXHAUSTED);
  });

  it('uses the built-in list at once when reading the provider fails', async () => {
    const log = vi.fn();
    const answer = await loadCurrencies(
      () => {
        throw new Error('script blocked');
      },
      { log },
    );
    expect(answer.source).toBe('fallback');
    expect(log).toHaveBeenCalledWith('script blocked');
  });

  it('keeps one global: a second read goes into the same queue', () => {
    const win: { gle?: ((...args: unknown[]) => unknown) & { q?: unknown[][] } } = {};
    expect(providerGlobal(win)).toBe(providerGlobal(win));
  });
});

describe('delivery cost from the bag total', () => {
  const cost = { value: 14.95, currency: 'CHF' };

  it('asks with the total on a provider-managed site', async () => {
    const fetchCost = vi.fn(() => Promise.resolve(cost));
    await expect(deliveryCostOf({ isGlobaleManaged: true, total: 60, fetchCost })).resolves.toEqual(
      cost,
    );
    expect(fetchCost).toHaveBeenCalledWith(60);
  });

  it('is skipped on other sites and without a total', async () => {
    const fetchCost = vi.fn(() => Promise.resolve(cost));
    expect(await deliveryCostOf({ isGlobaleManaged: false, total: 60, fetchCost })).toBeNull();
    expect(await deliveryCostOf({ isGlobaleManaged: true, total: null, fetchCost })).toBeNull();
    expect(
      await deliveryCostOf({ isGlobaleManaged: true, total: undefined, fetchCost }),
    ).toBeNull();
    expect(fetchCost).not.toHaveBeenCalled();
  });

  it('logs a failure and shows nothing', async () => {
    const log = vi.fn();
    const answer = await deliveryCostOf({
      isGlobaleManaged: true,
      total: 60,
      fetchCost: () => Promise.reject(new Error('502')),
      log,
    });
    expect(answer).toBeNull();
    expect(log).toHaveBeenCalledWith(DELIVERY_COST_FAILURE);
  });
});
