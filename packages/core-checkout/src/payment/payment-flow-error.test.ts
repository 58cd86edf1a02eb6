import { describe, expect, it } from 'vitest';
import { unusableAnswerError } from './payment-flow-error.js';

describe('unusableAnswerError', () => {
  it('names the MB WAY case, valid answers out of place and unreadable answers', () => {
    expect(unusableAnswerError({ kind: 'redirect', url: 'x' }, 'mbway')).toBe('noMbwayAction');
    expect(unusableAnswerError({ kind: 'redirect', url: 'x' }, 'card')).toBe('invalidOperation');
    expect(unusableAnswerError({ kind: '??' }, 'card')).toBe('unsupportedCardOperation');
    expect(unusableAnswerError(null, 'klarna')).toBe('malformedResponse');
  });
});
