import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCountryOverrides, parseCountryOverride } from './country-overrides.js';
import { featureFlagsFromList } from './feature-flags.js';
import { headerTypeFor, normalizeCashOnDeliveryConf, productsPerPage } from './settings-rules.js';
import { parseSiteSettings, siteSettingsSchema } from './site-settings.schema.js';

const minimal = {
  code: 'es-es',
  language: 'es',
  locale: 'es-ES',
  countryCode: 'ES',
  currency: 'EUR',
};

describe('site settings schema', () => {
  it('fills every switch with a safe default', () => {
    const settings = parseSiteSettings(minimal);
    expect(settings.hasEcommerce).toBe(true);
    expect(settings.hasNewsletterPopup).toBe(false);
    expect(settings.timeToShowNewsletter).toBe(0);
    expect(settings.activeLoyaltyProgram).toBe('none');
    expect(settings.cashOnDeliveryConf).toEqual({
      documentType: 'C.C.',
      paymentMethod: 'CASH_ON_DELIVERY_CASH',
    });
    expect(settings.giftPackaging).toEqual({ enabled: false, default: false, image: null });
    expect(settings.productsPerCategoryPage).toBe(9999);
    expect(settings.categoryGridColumns).toEqual({ desktop: 4, mobile: 2 });
    expect(settings.vertical).toBe('main');
  });

  it('lower-cases the vertical and upper-cases cash-on-delivery fields', () => {
    const settings = parseSiteSettings({
      ...minimal,
      vertical: 'SUOT',
      cashOnDeliveryConf: { documentType: 'dni', paymentMethod: 'cash_on_delivery_card' },
    });
    expect(settings.vertical).toBe('suot');
    expect(settings.cashOnDeliveryConf).toEqual({
      documentType: 'DNI',
      paymentMethod: 'CASH_ON_DELIVERY_CARD',
    });
  });

  it('rejects settings without their identity fields or with wrong types', () => {
    expect(siteSettingsSchema.safeParse({}).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ ...minimal, hasWishlist: 'yes' }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ ...minimal, activeLoyaltyProgram: 'gold' }).success).toBe(
      false,
    );
  });
});

describe('feature flags', () => {
  it('turns the list into named booleans, known flags false when absent', () => {
    const flags = featureFlagsFromList([
      'upsellModule',
      { name: 'addi', enabled: false },
      { name: 'beta' },
    ]);
    expect(flags).toEqual({
      newEngravingsModule: false,
      upsellModule: true,
      onetrust: false,
      addi: false,
      beta: true,
    });
    expect(featureFlagsFromList(null).onetrust).toBe(false);
  });
});

describe('country overrides', () => {
  const settings = {
    hasSdd: false,
    map_zoom: 6,
    klarnaSite: 'es',
    labels: {} as Record<string, string>,
  };

  it('replaces a setting only when the type matches and the value parses', () => {
    const result = applyCountryOverrides(settings, [
      'hasSdd.boolean.TRUE',
      'map_zoom.number.10.5',
      'klarnaSite.string.a.b.c',
      'hasSdd.string.yes',
      'map_zoom.boolean.true',
      'unknown.boolean.true',
      'labels.string.x',
    ]);
    expect(result).toEqual({ hasSdd: true, map_zoom: 10.5, klarnaSite: 'a.b.c', labels: {} });
    expect(settings.hasSdd).toBe(false);
  });

  it('ignores values that do not parse as their type', () => {
    expect(
      applyCountryOverrides(settings, [
        'hasSdd.boolean.yes',
        'map_zoom.number.abc',
        'map_zoom.number.',
      ]),
    ).toEqual(settings);
    expect(parseCountryOverride('nodots')).toBeNull();
    expect(parseCountryOverride('a.date.1')).toBeNull();
    expect(parseCountryOverride('map_zoom.number.Infinity')).toBeNull();
  });

  it('never changes the type of a setting nor mutates the input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('a', 'b', 'c'),
          fc.oneof(fc.boolean(), fc.integer(), fc.string()),
        ),
        fc.array(
          fc
            .tuple(
              fc.constantFrom('a', 'b', 'c', 'd'),
              fc.constantFrom('boolean', 'number', 'string', 'x'),
              fc.string(),
            )
            .map(([name, type, value]) => `${name}.${type}.${value}`),
        ),
        (input, overrides) => {
          const before = structuredClone(input);
          const output = applyCountryOverrides(input, overrides);
          expect(input).toEqual(before);
          expect(Object.keys(output).sort()).toEqual(Object.keys(input).sort());
          for (const key of Object.keys(input)) expect(typeof output[key]).toBe(typeof input[key]);
        },
      ),
    );
  });
});

describe('settings rules', () => {
  it('chooses the header type of the device', () => {
    const headerTypes = { home: { desktop: 'transparent', mobile: 'solid' } };
    expect(headerTypeFor(headerTypes, 'home', 'desktop')).toBe('transparent');
    expect(headerTypeFor(headerTypes, 'home', 'mobile')).toBe('solid');
    expect(headerTypeFor(headerTypes, 'cart', 'mobile')).toBeNull();
  });

  it('uses the manual page size only with the manual grid scroll flag', () => {
    expect(
      productsPerPage({
        productsPerCategoryPage: 24,
        productsPerCategoryPageManual: 12,
        manualGridScroll: true,
      }),
    ).toBe(12);
    expect(
      productsPerPage({
        productsPerCategoryPage: 24,
        productsPerCategoryPageManual: 12,
        manualGridScroll: false,
      }),
    ).toBe(24);
    expect(
      productsPerPage({
        productsPerCategoryPage: 24,
        productsPerCategoryPageManual: null,
        manualGridScroll: true,
      }),
    ).toBe(24);
  });

  it('upper-cases cash-on-delivery codes with their defaults', () => {
    expect(normalizeCashOnDeliveryConf({ documentType: 'nit' })).toEqual({
      documentType: 'NIT',
      paymentMethod: 'CASH_ON_DELIVERY_CASH',
    });
  });
});
