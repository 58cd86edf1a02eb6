import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTAL_TABLES } from '../server/postal-codes.js';
import {
  cityOptions,
  districtOptions,
  placeCodes,
  placePickers,
  regionOptions,
  withPlaceChange,
  withRegionOfPostalCode,
} from './address-places.js';
import { EMPTY_ADDRESS } from './address-values.js';
import { postalTableSchema, type PostalRegions } from '../postal-regions.js';

const MX = POSTAL_TABLES['MX']!;
const ES = POSTAL_TABLES['ES']!;
const names = (options: { label: string }[]) => options.map((o) => o.label);

describe('which pickers a site shows', () => {
  it('follows the region level and district-by-city settings, only as deep as the file goes', () => {
    const mx = { addressAutocompleteRegionLevel: 2, showDistrictByCity: true };
    expect(placePickers(mx, MX)).toEqual({ region: true, city: true, district: true });
    expect(placePickers({ ...mx, showDistrictByCity: false }, MX)).toEqual({
      region: true,
      city: true,
      district: false,
    });
    expect(placePickers({ ...mx, addressAutocompleteRegionLevel: 1 }, MX)).toEqual({
      region: true,
      city: false,
      district: false,
    });
    // A site without the setting keeps free text; a file without cities has no city picker.
    const none = { addressAutocompleteRegionLevel: null, showDistrictByCity: false };
    expect(placePickers(none, MX)).toEqual({ region: false, city: false, district: false });
    expect(placePickers(mx, ES)).toEqual({ region: true, city: false, district: false });
    expect(placePickers(mx, null)).toEqual({ region: false, city: false, district: false });
  });
});

describe('the options, each level filtered by the one above', () => {
  it("lists Mexico's 32 states in the language's order", () => {
    const states = names(regionOptions(MX, 'es-MX'));
    expect(states).toHaveLength(32);
    expect(states[0]).toBe('Aguascalientes');
    expect(states).toContain('Ciudad de México');
    expect(states.indexOf('Michoacán')).toBeLessThan(states.indexOf('Morelos'));
  });

  it("offers only the chosen state's cities, and none before a state is chosen", () => {
    const jalisco = names(cityOptions(MX, 'Jalisco', 'es-MX'));
    expect(jalisco).toContain('Guadalajara');
    expect(jalisco).toContain('Zapopan');
    expect(jalisco).not.toContain('Monterrey');
    expect(cityOptions(MX, 'Ciudad de México', 'es-MX')).toHaveLength(16);
    expect(cityOptions(MX, '', 'es-MX')).toEqual([]);
    expect(cityOptions(MX, 'Atlantis', 'es-MX')).toEqual([]);
  });

  it("offers only the chosen city's districts", () => {
    const cuauhtemoc = names(districtOptions(MX, 'Ciudad de México', 'Cuauhtémoc', 'es-MX'));
    expect(cuauhtemoc).toContain('Juárez');
    expect(cuauhtemoc).toContain('Roma Norte');
    expect(cuauhtemoc).not.toContain('Polanco');
    expect(districtOptions(MX, 'Ciudad de México', 'Tláhuac', 'es-MX')).toEqual([]);
    // The same city name in another state is another city.
    expect(districtOptions(MX, 'Jalisco', 'Cuauhtémoc', 'es-MX')).toEqual([]);
  });
});

describe('a change of one field', () => {
  const picked = {
    ...EMPTY_ADDRESS,
    postalCode: '06600',
    region: 'Ciudad de México',
    city: 'Cuauhtémoc',
    district: 'Juárez',
  };

  it('fills the region from the postal code, over every prefix of the state', () => {
    expect(withPlaceChange(MX, EMPTY_ADDRESS, 'postalCode', '06600').region).toBe(
      'Ciudad de México',
    );
    expect(withPlaceChange(MX, EMPTY_ADDRESS, 'postalCode', '16050').region).toBe(
      'Ciudad de México',
    );
    expect(withPlaceChange(MX, EMPTY_ADDRESS, 'postalCode', '45110').region).toBe('Jalisco');
  });

  it('drops a city and district the new region does not have, keeps what still fits', () => {
    const moved = withPlaceChange(MX, picked, 'region', 'Jalisco');
    expect(moved).toMatchObject({ region: 'Jalisco', city: '', district: '' });
    const byPostalCode = withPlaceChange(MX, picked, 'postalCode', '44100');
    expect(byPostalCode).toMatchObject({ region: 'Jalisco', city: '', district: '' });
    const otherCity = withPlaceChange(MX, picked, 'city', 'Miguel Hidalgo');
    expect(otherCity).toMatchObject({ city: 'Miguel Hidalgo', district: '' });
    const samePlace = withPlaceChange(MX, picked, 'postalCode', '06700');
    expect(samePlace).toMatchObject({ city: 'Cuauhtémoc', district: 'Juárez' });
  });

  it('never drops what a shopper typed where the country has no cities', () => {
    const madrid = { ...EMPTY_ADDRESS, region: 'Madrid', city: 'Alcalá', district: 'Centro' };
    const moved = withPlaceChange(ES, madrid, 'postalCode', '08001');
    expect(moved).toMatchObject({ region: 'Barcelona', city: 'Alcalá', district: 'Centro' });
  });
});

describe('the country tree arriving after the postal code was typed', () => {
  const tables = Object.entries(POSTAL_TABLES).map(([country, table]) => ({ country, table }));
  // Postal codes drawn from the tables' own prefixes (so most name a region) and at random.
  const postalCode = (table: PostalRegions) =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...table.regions.flatMap((r) => r.prefixes ?? [r.prefix])),
          fc.stringMatching(/^[0-9]{0,4}$/),
        )
        .map(([prefix, rest]) => `${prefix}${rest}`),
      fc.stringMatching(/^[0-9A-Z ]{0,8}$/),
    );

  it('gives an empty region what typing the code after the tree came would have; keeps a named one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tables).chain(({ table }) =>
          fc.record({
            table: fc.constant(table),
            postalCode: postalCode(table),
            region: fc.constantFrom('', '  ', 'Madrid', table.regions[0]!.name),
            city: fc.constantFrom('', 'Guadalajara', 'Alcalá'),
          }),
        ),
        ({ table, postalCode, region, city }) => {
          const values = { ...EMPTY_ADDRESS, postalCode, region, city };
          const late = withRegionOfPostalCode(table, values);
          if (region.trim() !== '') {
            expect(late).toBe(values);
            return;
          }
          const typedAfter = withPlaceChange(table, values, 'postalCode', postalCode);
          expect(late.region).toBe(typedAfter.region);
          expect({ ...late, region: '' }).toEqual({ ...values, region: '' });
          // Nothing to fill: the same object, so the form keeps no draft of it.
          if (late.region === region) expect(late).toBe(values);
        },
      ),
    );
  });

  it('fills nothing without a tree', () => {
    const values = { ...EMPTY_ADDRESS, postalCode: '12211' };
    expect(withRegionOfPostalCode(null, values)).toBe(values);
  });
});

describe('the codes an address sends', () => {
  it("is the tree's codes for picked places, the postal code's region's for a flat table", () => {
    expect(
      placeCodes(MX, { region: 'Ciudad de México', city: 'Cuauhtémoc', postalCode: '' }),
    ).toEqual({ regionCode: 'MX-CMX', cityCode: 'MX-CMX-cuauhtemoc' });
    expect(placeCodes(ES, { region: 'Madrid', city: 'Madrid', postalCode: '28013' })).toEqual({
      regionCode: 'ES-M',
      cityCode: null,
    });
    expect(placeCodes(null, { region: 'Madrid', city: 'Madrid', postalCode: '28013' })).toEqual({
      regionCode: null,
      cityCode: null,
    });
  });
});

describe('the shipped files', () => {
  it('each reads back through the schema the checkout validates with, codes unique', () => {
    for (const [country, table] of Object.entries(POSTAL_TABLES)) {
      const parsed: PostalRegions = postalTableSchema.parse(JSON.parse(JSON.stringify(table)));
      expect(parsed.countryCode).toBe(country);
      const codes = parsed.regions.flatMap((r) => [
        r.code ?? `${country}-${r.prefix}`,
        ...(r.cities ?? []).flatMap((c) => [c.code, ...(c.districts ?? []).map((d) => d.code)]),
      ]);
      expect(new Set(codes).size, country).toBe(codes.length);
    }
  });

  it("gives every region its ISO 3166-2 code, in the file's country (what addresses carry)", () => {
    for (const [country, table] of Object.entries(POSTAL_TABLES)) {
      for (const region of table.regions) {
        expect(region.code, `${country} ${region.name}`).toMatch(
          new RegExp(`^${country}-[A-Z0-9]{1,3}$`),
        );
      }
    }
    expect(MX.regions).toHaveLength(32);
  });

  it('gives every Mexican postal-code prefix 01-16 and 20-99 exactly one state', () => {
    const prefixes = MX.regions.flatMap((r) => r.prefixes ?? [r.prefix]);
    const expected = [
      ...Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')),
      ...Array.from({ length: 80 }, (_, i) => String(i + 20)),
    ];
    expect([...prefixes].sort()).toEqual(expected.sort());
  });
});
