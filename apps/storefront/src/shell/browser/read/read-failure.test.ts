import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyReadFailure, isRetriable } from './read-failure.js';

/** The OCC client's failure, as adapters-commerce's PageFetchHybrisError carries it. */
const clientError = (kind: string, status = 0) =>
  Object.assign(new Error(`GET /x failed (${kind})`), {
    name: 'PageFetchHybrisError',
    kind,
    status,
  });

describe('classifyReadFailure', () => {
  it('reads the OCC client’s own kinds', () => {
    expect(classifyReadFailure(clientError('network')).kind).toBe('offline');
    expect(classifyReadFailure(clientError('timeout')).kind).toBe('timeout');
    expect(classifyReadFailure(clientError('malformed', 200)).kind).toBe('malformed');
    expect(classifyReadFailure(clientError('aborted')).kind).toBe('aborted');
    expect(classifyReadFailure(clientError('http', 404)).kind).toBe('notFound');
    expect(classifyReadFailure(clientError('http', 401)).kind).toBe('unauthorised');
    expect(classifyReadFailure(clientError('http', 503)).kind).toBe('server');
    expect(classifyReadFailure(clientError('http', 400)).kind).toBe('refused');
  });

  it('reads a fetch helper’s status, fetch’s TypeError, an AbortError and a ZodError', () => {
    expect(classifyReadFailure({ status: 404 })).toMatchObject({ kind: 'notFound', status: 404 });
    expect(classifyReadFailure(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(classifyReadFailure(new DOMException('gone', 'AbortError')).kind).toBe('aborted');
    expect(classifyReadFailure(Object.assign(new Error('bad'), { name: 'ZodError' })).kind).toBe(
      'malformed',
    );
    expect(classifyReadFailure(new Error('a bug')).kind).toBe('unknown');
    expect(classifyReadFailure(null).kind).toBe('unknown');
  });

  it('keeps what was thrown for the log', () => {
    const error = clientError('network');
    expect(classifyReadFailure(error).cause).toBe(error);
  });

  it('retries exactly the answers that may change by themselves: 5xx and 429, never 4xx', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const { kind } = classifyReadFailure({ status });
        expect(isRetriable(kind)).toBe(status >= 500 || status === 429);
      }),
    );
  });
});
