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

describe('the region of a postal code', () => {
  it('takes the longest prefix that starts the code, ignoring spaces', () => {
    expect(regionOf(ES, '28 013')).toEqual({ code: 'ES-28', name: 'Madrid' });
    expect(regionOf(ES, '29001')).toEqual({ code: 'ES-2', name: 'Somewhere' });
    expect(regionOf(ES, '41001')).toBeNull();
    expect(regionOf(ES, '')).toBeNull();
    expect(regionOf(null, '28013')).toBeNull();
  });

  it("reads a country's table and answers null when it has none or it is malformed", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
    const found = answer(200, ES);
    expect(await loadPostalRegions('es', found)).toEqual(ES);
    expect(found).toHaveBeenCalledWith('/postalcodes/ES.json');
    expect(await loadPostalRegions('ZZ', answer(404, {}))).toBeNull();
    expect(await loadPostalRegions('ES', answer(200, { regions: 'no' }))).toBeNull();
    expect(
      await loadPostalRegions(
        'ES',
        vi.fn(() => Promise.reject(new Error('offline'))),
      ),
    ).toBeNull();
  });
});
