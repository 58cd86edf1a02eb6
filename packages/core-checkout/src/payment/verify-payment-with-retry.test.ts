import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyPaymentWithRetry } from './verify-payment-with-retry.js';

interface Result {
  status: string;
}

/** A verify that answers IN_PROCESS `pending` times, then `final`; it records each call. */
function scripted(pending: number, final = 'SUCCESS') {
  const calls: number[] = [];
  const verify = (): Promise<Result> => {
    calls.push(calls.length);
    return Promise.resolve({ status: calls.length <= pending ? 'IN_PROCESS' : final });
  };
  return { verify, calls };
}

function fakeSleep() {
  const waits: number[] = [];
  return { sleep: (ms: number) => (waits.push(ms), Promise.resolve()), waits };
}

const simultaneous = { errors: [{ message: 'Cart simultaneous access validation error' }] };

describe('verifyPaymentWithRetry', () => {
  it('drives IN_PROCESS runs of 0..12 with the defaults: 10 calls, 2 s apart, none after the last', async () => {
    for (let pending = 0; pending <= 12; pending += 1) {
      const { verify, calls } = scripted(pending);
      const { sleep, waits } = fakeSleep();
      const outcome = verifyPaymentWithRetry(verify, { sleep });
      if (pending < 10) {
        await expect(outcome).resolves.toEqual({ status: 'SUCCESS' });
        expect(calls).toHaveLength(pending + 1);
        expect(waits).toEqual(Array<number>(pending).fill(2000));
      } else {
        await expect(outcome).rejects.toBeInstanceOf(Error);
        expect(calls).toHaveLength(10);
        expect(waits).toEqual(Array<number>(9).fill(2000));
      }
    }
  });

  it('resolves with a failure status too: the caller decides what it means', async () => {
    const { verify } = scripted(2, 'REFUSED');
    await expect(verifyPaymentWithRetry(verify, { sleep: fakeSleep().sleep })).resolves.toEqual({
      status: 'REFUSED',
    });
  });

  it('retries simultaneous-access errors and rejects any other error at once', async () => {
    let n = 0;
    const flaky = () => {
      n += 1;
      return n < 3 ? Promise.reject(simultaneous) : Promise.resolve({ status: 'OK' });
    };
    await expect(verifyPaymentWithRetry(flaky, { sleep: fakeSleep().sleep })).resolves.toEqual({
      status: 'OK',
    });
    expect(n).toBe(3);

    let m = 0;
    const broken = () => {
      m += 1;
      return Promise.reject(new Error('boom'));
    };
    const { sleep, waits } = fakeSleep();
    await expect(verifyPaymentWithRetry(broken, { sleep })).rejects.toThrow('boom');
    expect(m).toBe(1);
    expect(waits).toEqual([]);
  });

  it('rejects after only simultaneous-access errors', async () => {
    let n = 0;
    const busy = () => {
      n += 1;
      return Promise.reject(simultaneous);
    };
    await expect(
      verifyPaymentWithRetry(busy, { tries: 4, sleep: fakeSleep().sleep }),
    ).rejects.toBeInstanceOf(Error);
    expect(n).toBe(4);
  });

  it('never calls more than `tries` times and never sleeps after the last call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 5000 }),
        async (pending, tries, delayMs) => {
          const { verify, calls } = scripted(pending);
          const { sleep, waits } = fakeSleep();
          const settled = await verifyPaymentWithRetry(verify, { tries, delayMs, sleep }).then(
            () => true,
            () => false,
          );
          expect(calls.length).toBeLessThanOrEqual(tries);
          expect(settled).toBe(pending < tries);
          expect(calls).toHaveLength(Math.min(pending + 1, tries));
          expect(waits).toHaveLength(Math.max(calls.length - 1, 0));
          expect(waits.every((w) => w === delayMs)).toBe(true);
        },
      ),
    );
  });

  it('stops polling when its signal aborts: no further call, the wait cut short', async () => {
    const controller = new AbortController();
    const { verify, calls } = scripted(5);
    const outcome = verifyPaymentWithRetry(verify, { delayMs: 60_000, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort(new Error('left the page'));
    await expect(outcome).rejects.toThrow('left the page');
    expect(calls).toHaveLength(1);
  });

  it('makes no call at all with a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { verify, calls } = scripted(0);
    await expect(
      verifyPaymentWithRetry(verify, { signal: controller.signal }),
    ).rejects.toBeDefined();
    expect(calls).toHaveLength(0);
  });
});
