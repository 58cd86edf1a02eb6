import { describe, expect, it, vi } from 'vitest';
import { loadPostalRegions, regionOf } from './postal-regions.js';

const ES = {
  countryCode: 'ES',
  regions: [
    { prefix: '28', name: 'Madrid' },
    { prefix: '2', name: 'Somewhere' },
    { prefix: '08', name: 'Barcelona' },
  ],
};
const MX = {
  countryCode: 'MX',
  regions: [
    {
      prefix: '01',
      prefixes: ['01', '06'],
      code: 'MX-CMX',
      name: 'Ciudad de México',
      cities: [
        {
          code: 'MX-CMX-cuauhtemoc',
          name: 'Cuauhtémoc',
          districts: [{ code: 'MX-CMX-cuauhtemoc-juarez', name: 'Juárez' }],
        },
      ],
    },
  ],
};

describe('the region of a postal code', () => {
  it('takes the longest prefix that starts the code, ignoring spaces', () => {
    expect(regionOf(ES, '28 013')).toEqual({ code: 'ES-28', name: 'Madrid' });
    expect(regionOf(ES, '29001')).toEqual({ code: 'ES-2', name: 'Somewhere' });
    expect(regionOf(ES, '41001')).toBeNull();
    expect(regionOf(ES, '')).toBeNull();
    expect(regionOf(null, '28013')).toBeNull();
  });

  it("reads every prefix of a region and answers the region's own code", () => {
    expect(regionOf(MX, '06600')).toEqual({ code: 'MX-CMX', name: 'Ciudad de México' });
    expect(regionOf(MX, '01000')).toEqual({ code: 'MX-CMX', name: 'Ciudad de México' });
    expect(regionOf(MX, '44100')).toBeNull();
  });

  it("reads a country's table and answers null when it has none or it is malformed", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
    const found = answer(200, ES);
    expect(await loadPostalRegions('es', found)).toEqual(ES);
    expect(found).toHaveBeenCalledWith('/postalcodes/ES.json');
    expect(await loadPostalRegions('MX', answer(200, MX))).toEqual(MX);
    expect(await loadPostalRegions('ZZ', answer(404, {}))).toBeNull();
    expect(await loadPostalRegions('ES', answer(200, { regions: 'no' }))).toBeNull();
    // A tree whose city lacks its code is not a tree the pickers can use.
    const broken = structuredClone(MX);
    delete (broken.regions[0]!.cities[0] as { code?: string }).code;
    expect(await loadPostalRegions('MX', answer(200, broken))).toBeNull();
    expect(
      await loadPostalRegions(
        'ES',
        vi.fn(() => Promise.reject(new Error('offline'))),
      ),
    ).toBeNull();
  });
});
