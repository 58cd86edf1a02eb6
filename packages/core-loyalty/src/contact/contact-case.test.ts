import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_REASON_NUMBERS, caseLevelsFor, webToCaseFields } from './contact-case.js';

const form = { name: ' Ana ', email: ' ana@example.com ', reason: 3, message: ' Hola ' };

describe('contact case levels (docs/product/commerce-api.md §13)', () => {
  it('files each reason the form offers under four non-empty levels', () => {
    expect(CONTACT_REASON_NUMBERS).toEqual([1, 2, 3, 4]);
    for (const reason of CONTACT_REASON_NUMBERS) {
      const levels = caseLevelsFor(reason);
      expect(Object.keys(levels ?? {})).toEqual(['L1', 'L2', 'L3', 'L4']);
      for (const level of Object.values(levels ?? {})) expect(level.trim()).not.toBe('');
    }
  });

  it('has no levels for any other number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double()).filter((n) => !CONTACT_REASON_NUMBERS.includes(n)),
        (reason) => {
          expect(caseLevelsFor(reason)).toBeNull();
          expect(webToCaseFields({ ...form, reason }, { country: 'es', orgId: 'ORG' })).toBeNull();
        },
      ),
    );
  });

  it('builds the web-to-case fields with the levels, the country and the organisation', () => {
    expect(webToCaseFields(form, { country: 'es', orgId: '00D000000000001' })).toEqual({
      orgid: '00D000000000001',
      name: 'Ana',
      email: 'ana@example.com',
      description: 'Hola',
      reason: '3',
      country: 'ES',
      L1: 'Customer service',
      L2: 'After-sales',
      L3: 'Returns and refunds',
      L4: 'Request',
    });
    expect(
      webToCaseFields({ ...form, orderCode: ' 90000001 ' }, { country: 'mx', orgId: 'O' }),
    ).toMatchObject({ orderCode: '90000001', country: 'MX' });
  });

  it('always carries the levels of its reason, whatever was typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTACT_REASON_NUMBERS),
        fc.string(),
        fc.string(),
        (reason, name, message) => {
          const fields = webToCaseFields(
            { name, email: 'a@b.co', reason, message },
            { country: 'pt', orgId: 'ORG' },
          );
          expect(fields).toMatchObject({ ...caseLevelsFor(reason), country: 'PT', orgid: 'ORG' });
        },
      ),
    );
  });
});
