import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorEntries, readErrorEnvelope } from './occ-error-envelope.js';

const stock = { type: 'InsufficientStockError', reason: 'noStock', subject: '100701' };

describe('readErrorEnvelope', () => {
  it('reads the entries at the top level and under data alike, with the status', () => {
    expect(readErrorEnvelope({ status: 400, errors: [stock] })).toEqual({
      status: 400,
      entries: [stock],
    });
    expect(readErrorEnvelope({ statusCode: 400, data: { errors: [stock] } })).toEqual({
      status: 400,
      entries: [stock],
    });
    expect(errorEntries({ errors: [stock] })).toEqual(errorEntries({ data: { errors: [stock] } }));
  });

  it('reads the OAuth error of the token endpoint as an entry', () => {
    expect(
      errorEntries({ data: { error: 'invalid_grant', error_description: 'Bad credentials' } }),
    ).toEqual([{ type: 'invalid_grant', message: 'Bad credentials' }]);
  });

  it('keeps only string fields and answers null for what is no envelope', () => {
    expect(errorEntries({ errors: [{ type: 1, reason: 'x', message: null }, 'junk'] })).toEqual([
      { reason: 'x' },
    ]);
    expect(readErrorEnvelope(new Error('boom'))).toBeNull();
    expect(readErrorEnvelope('text')).toBeNull();
    expect(readErrorEnvelope({ errors: [] })).toEqual({ entries: [] });
  });

  it('never throws and only ever returns string fields, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const entry of errorEntries(input))
          for (const value of Object.values(entry)) expect(typeof value).toBe('string');
      }),
    );
  });
});
