import { describe, expect, it } from 'vitest';
import guard from '../pages/+guard.js';

describe('root guard', () => {
  it('turns a start-up failure into the error page with status 503', () => {
    let thrown: unknown;
    try {
      guard({ startupFailed: true });
    } catch (error) {
      thrown = error;
    }
    const abort = (thrown as { _pageContextAbort?: { abortStatusCode?: number } })
      ._pageContextAbort;
    expect(abort?.abortStatusCode).toBe(503);
  });

  it('lets pages render when the start-up loads succeeded', () => {
    expect(() => guard({ startupFailed: false })).not.toThrow();
  });
});
