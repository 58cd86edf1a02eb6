import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePaymentPort, hangingCall } from '../../test/fake-ports.js';
import { CALL_TIMEOUT_MS } from '../calls/call-state.js';
import {
  allStateIds,
  describePath,
  done,
  elapse,
  garble,
  modelPaths,
  refuse,
  replayPath,
  stateIdsOf,
} from '@atelier/core-catalogue/testing';
import { samplePayment } from '../../test/sample-payments.js';
import { CREATE_PAYMENT_ENTRY } from './create-payment-with.js';
import { PAYMENT_METHOD_CODES } from './payment-methods.js';
import { paymentActorsFrom, paymentMachine } from './payment.machine.js';

describe('paymentMachine (model-based)', () => {
  const paths = modelPaths(paymentMachine, {
    events: [
      { type: 'PAY', payment: samplePayment('klarna') },
      done('createPayment', { kind: 'order', orderCode: 'O-1' }),
      done('createPayment', {
        kind: 'redirect',
        url: 'https://psp',
        httpMethod: 'POST',
        fields: {},
      }),
      done('createPayment', { kind: 'challenge', token: 't', paymentData: 'pd' }),
      garble('createPayment'),
      refuse('createPayment', 'cannotBePurchased'),
      elapse('payment.creating'),
    ],
  });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => stateIdsOf(p.state.value, 'payment')));
    expect([...reached].sort()).toEqual(allStateIds(paymentMachine).sort());
  });

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      const { snapshot } = await replayPath(paymentMachine, path);
      expect(snapshot.value).toEqual(path.state.value);
      // And what the shopper sees, from an oracle written from docs/product/payments.md apart from
      // the machine.
      const seen = shopperSees(path.steps.map((step) => step.event as ModelStep));
      expect({ screen: snapshot.value, error: snapshot.context.error }).toEqual(seen);
    });
  }
});

type ModelStep = {
  type: string;
  output?: { kind?: string };
  error?: { failure?: { kind?: string; reason?: unknown } };
};

/**
 * docs/product/payments.md: a payment is being created until the back-end answers; an order
 * confirms, a redirect leaves for the provider, a 3DS2 action authenticates; a garbled answer, a
 * refusal (its reason is the error) or no answer in time fail, and the shopper may pay again.
 */
function shopperSees(events: ModelStep[]): { screen: string; error: string | null } {
  let seen: { screen: string; error: string | null } = { screen: 'idle', error: null };
  for (const event of events) {
    if (event.type === 'PAY' && (seen.screen === 'idle' || seen.screen === 'failed'))
      seen = { screen: 'creating', error: null };
    else if (seen.screen !== 'creating') continue;
    else if (event.type.startsWith('xstate.done.actor.')) {
      const kind = event.output?.kind;
      seen = {
        screen:
          kind === 'order' ? 'confirmed' : kind === 'redirect' ? 'redirecting' : 'authenticating',
        error: null,
      };
    } else if (event.type.startsWith('xstate.error.actor.')) {
      const failure = event.error?.failure;
      seen = {
        screen: 'failed',
        error: failure?.kind === 'malformed' ? 'malformedResponse' : String(failure?.reason),
      };
    } else if (event.type.startsWith('xstate.after.'))
      seen = { screen: 'failed', error: 'timeout' };
  }
  return seen;
}

describe('paymentMachine for every payment method', () => {
  for (const method of PAYMENT_METHOD_CODES) {
    const entry = CREATE_PAYMENT_ENTRY[method];

    it(`${method}: happy path through ${entry} reaches confirmation`, async () => {
      const { port, calls } = fakePaymentPort({
        [entry]: () =>
          Promise.resolve({ kind: 'order', orderCode: `O-${method}`, email: 'a@example.com' }),
      });
      const actor = createActor(
        paymentMachine.provide({ actors: paymentActorsFrom(port) }),
      ).start();
      actor.send({ type: 'PAY', payment: samplePayment(method) });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe('confirmed');
      expect(actor.getSnapshot().output).toEqual({
        kind: 'order',
        method,
        orderCode: `O-${method}`,
        email: 'a@example.com',
      });
      expect(calls.map((c) => c.name)).toEqual([entry]);
      expect(calls[0]?.args[0]).toEqual(samplePayment(method).request);
    });

    it(`${method}: failure path through ${entry} fails with a classified error`, async () => {
      const { port } = fakePaymentPort({
        [entry]: () => Promise.reject({ errors: [{ message: 'hasCartChangedByTotalStock' }] }),
      });
      const actor = createActor(
        paymentMachine.provide({ actors: paymentActorsFrom(port) }),
      ).start();
      actor.send({ type: 'PAY', payment: samplePayment(method) });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('noStock');
    });
  }
});

describe('paymentMachine outcomes', () => {
  async function payWith(result: unknown) {
    const { port } = fakePaymentPort({
      createPaypalPayment: () => Promise.resolve(result as never),
    });
    const actor = createActor(paymentMachine.provide({ actors: paymentActorsFrom(port) })).start();
    actor.send({ type: 'PAY', payment: samplePayment('paypal') });
    await waitFor(actor, (s) => s.status === 'done' || s.matches('failed'));
    return actor.getSnapshot();
  }

  it('leaves for the provider by POST when asked', async () => {
    const snapshot = await payWith({
      kind: 'redirect',
      url: 'https://psp',
      httpMethod: 'POST',
      fields: { a: 'b' },
    });
    expect(snapshot.output).toEqual({
      kind: 'redirect',
      method: 'paypal',
      url: 'https://psp',
      httpMethod: 'POST',
      fields: { a: 'b' },
    });
  });

  it('hands a 3DS2 action over with its data', async () => {
    const snapshot = await payWith({ kind: 'fingerprint', token: 't', paymentData: 'pd' });
    expect(snapshot.output).toEqual({
      kind: 'threeDs2',
      method: 'paypal',
      action: { kind: 'fingerprint', token: 't', paymentData: 'pd' },
    });
  });

  it('raises noMbwayAction when MB WAY answers without its action', async () => {
    const { port } = fakePaymentPort({
      createMbwayPayment: () => Promise.resolve({ kind: 'unknown' } as never),
    });
    const actor = createActor(paymentMachine.provide({ actors: paymentActorsFrom(port) })).start();
    actor.send({ type: 'PAY', payment: samplePayment('mbway') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('noMbwayAction');
  });

  it('fails on malformed answers and can pay again', async () => {
    const snapshot = await payWith({ kind: 'order' });
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe('malformedResponse');
  });

  it('gives up on a provider that never answers, aborting the call', async () => {
    const clock = new SimulatedClock();
    const { port, calls } = fakePaymentPort({ createPaypalPayment: hangingCall });
    const actor = createActor(paymentMachine.provide({ actors: paymentActorsFrom(port) }), {
      clock,
    }).start();
    actor.send({ type: 'PAY', payment: samplePayment('paypal') });
    await new Promise((r) => setTimeout(r, 0));
    clock.increment(CALL_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('timeout');
    expect(calls[0]?.signal?.aborted).toBe(true);
    actor.send({ type: 'PAY', payment: samplePayment('paypal') });
    expect(actor.getSnapshot().value).toBe('creating');
  });
});
