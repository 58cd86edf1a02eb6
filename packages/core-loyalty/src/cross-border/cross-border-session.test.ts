import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_INFO,
  countryInfoOrDefault,
  crossBorderSessionSchema,
  withScriptLoadResult,
} from './cross-border-session.js';

describe('crossBorderSessionSchema', () => {
  it('reads a session with the built-in country info', () => {
    const session = crossBorderSessionSchema.parse({
      country: 'ES',
      currency: 'EUR',
      culture: 'es',
      countryInfo: DEFAULT_COUNTRY_INFO,
    });
    expect(session.currenciesAvailable).toEqual([]);
  });
  it('has the spec defaults: ES, es, EUR, script 2.1.4', () => {
    expect(DEFAULT_COUNTRY_INFO).toMatchObject({
      defaultCountry: 'ES',
      defaultCulture: 'es',
      defaultCurrency: 'EUR',
      scriptVersion: '2.1.4',
    });
  });
  it('rejects a session without a country', () => {
    expect(
      crossBorderSessionSchema.safeParse({
        currency: 'EUR',
        culture: 'es',
        countryInfo: DEFAULT_COUNTRY_INFO,
      }).success,
    ).toBe(false);
  });
});

describe('country info', () => {
  it('falls back on the built-in defaults when the answer is missing or malformed', () => {
    expect(countryInfoOrDefault(undefined)).toBe(DEFAULT_COUNTRY_INFO);
    expect(countryInfoOrDefault({ cookieName: 1 })).toBe(DEFAULT_COUNTRY_INFO);
    const answer = { ...DEFAULT_COUNTRY_INFO, defaultCountry: 'MX', defaultCurrency: 'MXN' };
    expect(countryInfoOrDefault(answer)).toEqual(answer);
  });
  it('turns the integration off when the script fails to load', () => {
    expect(withScriptLoadResult(DEFAULT_COUNTRY_INFO, false).isEnabled).toBe(false);
    expect(withScriptLoadResult(DEFAULT_COUNTRY_INFO, true).isEnabled).toBe(true);
    expect(
      withScriptLoadResult({ ...DEFAULT_COUNTRY_INFO, isEnabled: false }, true).isEnabled,
    ).toBe(false);
  });
});
