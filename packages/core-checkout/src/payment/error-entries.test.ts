import { describe, expect, it } from 'vitest';
import { errorEntries } from './error-entries.js';

describe('errorEntries', () => {
  it('reads errors[] and data.errors[], keeping only string fields', () => {
    expect(
      errorEntries({
        errors: [{ errorCode: 'a', message: 'm', type: 't', reason: 'r', subject: 's', extra: 1 }],
        data: { errors: [{ message: 7, reason: 'x' }, 'junk'] },
      }),
    ).toEqual([
      { errorCode: 'a', message: 'm', type: 't', reason: 'r', subject: 's' },
      { reason: 'x' },
    ]);
  });

  it('gives nothing for values that are not error bodies', () => {
    for (const value of [null, undefined, 'boom', 42, new Error('x'), { errors: 'no' }]) {
      expect(errorEntries(value)).toEqual([]);
    }
  });
});
