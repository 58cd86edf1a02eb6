import { describe, expect, it } from 'vitest';
import { CURRENCY_RETRIES_EXHAUSTED, pollCurrencyList } from './currency-polling.js';
import { FALLBACK_CURRENCIES } from './fallback-currencies.js';

const usd = [{ id: 'USD', code: 'USD', name: 'US Dollar' }];

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('pollCurrencyList', () => {
  it('answers the provider list as soon as it is there', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const result = await pollCurrencyList(() => (++calls < 3 ? [] : usd), { sleep });
    expect(result).toEqual({ currencies: usd, source: 'provider' });
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 500]);
  });

  it('gives up after 5 tries, 500 ms apart, with the built-in list', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const result = await pollCurrencyList(
      () => {
        calls += 1;
        return undefined;
      },
      { sleep },
    );
    expect(calls).toBe(5);
    expect(waits).toEqual([500, 500, 500, 500]);
    expect(result).toEqual({
      currencies: FALLBACK_CURRENCIES,
      source: 'fallback',
      reason: CURRENCY_RETRIES_EXHAUSTED,
    });
  });

  it('uses the built-in list at once when the preload fails', async () => {
    const { waits, sleep } = recorder();
    const result = await pollCurrencyList(() => Promise.reject(new Error('script blocked')), {
      sleep,
    });
    expect(result.source).toBe('fallback');
    expect(result.reason).toBe('script blocked');
    expect(waits).toEqual([]);
  });

  it('honours custom tries and interval', async () => {
    const { waits, sleep } = recorder();
    await pollCurrencyList(() => null, { sleep, tries: 2, intervalMs: 50 });
    expect(waits).toEqual([50]);
  });
});

describe('FALLBACK_CURRENCIES', () => {
  it('holds about 150 distinct ISO codes, EUR among them', () => {
    const codes = FALLBACK_CURRENCIES.map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(140);
    expect(codes.length).toBeLessThanOrEqual(170);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(codes).toContain('EUR');
  });
});
