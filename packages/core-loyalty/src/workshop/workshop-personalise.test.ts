import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPersonaliseService } from './workshop-personalise.js';

describe('canPersonaliseService', () => {
  it('proceeds only when every product can be personalised', () => {
    expect(canPersonaliseService([{ customizable: true }, { customizable: true }])).toBe(true);
    expect(canPersonaliseService([{ customizable: true }, { customizable: false }])).toBe(false);
    expect(canPersonaliseService([])).toBe(false);
  });
  it('is the conjunction over a non-empty list', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), (flags) => {
        expect(canPersonaliseService(flags.map((customizable) => ({ customizable })))).toBe(
          flags.every(Boolean),
        );
      }),
    );
  });
});
