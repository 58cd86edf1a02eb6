import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, queueTracking } from './tracking-queue.js';

// The bag session (and so the tracking queue) also runs in Node: another channel reusing it,
// and the bag's own tests. There is no document and so no consent: nothing is sent, and
// nothing throws (it used to throw `document is not defined` from inside the bag machine).
describe('the tracking queue without a document', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts as no consent and sends nothing, without throwing', async () => {
    expect(typeof document).toBe('undefined');
    expect(analyticsAllowed()).toBe(false);
    const beacon = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    await expect(
      queueTracking({ event: 'add_to_cart', site: 'es-es', items: [] }),
    ).resolves.toBeUndefined();
    expect(beacon).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
