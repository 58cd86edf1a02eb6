import { describe, expect, it } from 'vitest';
import { isBackendUnavailable } from './backend-fault.js';

describe('isBackendUnavailable', () => {
  it('is true for a back-end that is down, slow, broken or answering nonsense', () => {
    for (const error of [
      { kind: 'timeout', status: 0 },
      { kind: 'network', status: 0 },
      { kind: 'malformed', status: 200 },
      { kind: 'http', status: 500 },
      { kind: 'http', status: 503 },
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      new TypeError('fetch failed'),
    ]) {
      expect(isBackendUnavailable(error), JSON.stringify(error)).toBe(true);
    }
  });

  it('is false for answers about the page itself and for our own bugs', () => {
    for (const error of [
      { kind: 'http', status: 404 },
      { kind: 'http', status: 400 },
      { kind: 'aborted', status: 0 },
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      new Error('boom'),
      null,
      'fetch failed',
    ]) {
      expect(isBackendUnavailable(error), String(error)).toBe(false);
    }
  });
});
