import { createActor, SimulatedClock, waitFor, type AnyMachineSnapshot } from 'xstate';
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
  type ModelEvent,
} from '@atelier/core-catalogue/testing';
import { CallFailed } from '../calls/call-failure.js';
import { cardPaymentActorsFrom } from './card-payment-actors.js';
import { cardPaymentMachine, type CardPaymentInput } from './card-payment.machine.js';

const input: CardPaymentInput = {
  site: 'es-es',
  cartId: 'cart-1',
  returnUrl: '/es-es/checkout/confirmation',
  amount: { value: 19.99, currency: 'EUR' },
};
const card = {
  encryptedCardNumber: 'n',
  encryptedExpiryMonth: 'm',
  encryptedExpiryYear: 'y',
  encryptedSecurityCode: 'c',
};
const submit = {
  type: 'SUBMIT',
  holderName: 'Ana García',
  brand: 'visa',
  card,
  storeCard: false,
} as const;

const order = { kind: 'order', orderCode: 'O-1' };
const fingerprint = { kind: 'fingerprint', token: 'fp', paymentData: 'pd' };
const challenge = { kind: 'challenge', token: 'ch', paymentData: 'pd2' };
const redirect = {
  kind: 'redirect',
  url: 'https://issuer.example/3ds',
  httpMethod: 'POST',
  fields: { MD: 'x' },
};
const EVENTS: ModelEvent[] = [
  submit,
  { ...submit, holderName: '' },
  { ...submit, brand: 'jcb' },
  { type: 'FINGERPRINT_RESULT', details: { threeDSCompInd: 'Y' } },
  { type: 'CHALLENGE_RESULT', details: { transStatus: 'Y' } },
  ...[order, fingerprint, challenge, redirect].map((o) => done('createCardPayment', o)),
  refuse('createCardPayment', 'noStock'),
  garble('createCardPayment'),
  elapse('cardPayment.submitting'),
  ...[order, challenge, redirect].map((o) => done('authorise3ds2', o)),
  refuse('authorise3ds2', 'generic'),
  elapse('cardPayment.authorising'),
];

describe('cardPaymentMachine (model-based)', () => {
  const paths = modelPaths(cardPaymentMachine, { events: EVENTS, input });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((p) => stateIdsOf(p.state.value, 'cardPayment')));
    expect([...reached].sort()).toEqual(allStateIds(cardPaymentMachine).sort());
  });

  for (const path of paths) {
    it(`the shopper sees what docs/product/payments.md §2.1 says after ${describePath(path)}`, async () => {
      const { snapshot } = await replayPath(cardPaymentMachine, path, { input });
      const oracle = cardOracle();
      for (const { event } of path.steps) oracle.apply(event);
      expect(cardView(snapshot)).toEqual(oracle.view);
    });
  }
});

interface CardView {
  screen: 'form' | 'waiting' | 'fingerprint' | 'challenge' | 'failed' | 'ordered' | 'redirect';
  error: string | null;
  formErrors: string[];
  orderCode: string | null;
}

/** What the shopper sees of the card machine. */
function cardView(snapshot: AnyMachineSnapshot): CardView {
  const { error, formErrors } = snapshot.context as { error: string | null; formErrors: string[] };
  if (snapshot.status === 'done') {
    const output = snapshot.output as { kind: string; orderCode?: string };
    return output.kind === 'order'
      ? { screen: 'ordered', error: null, formErrors: [], orderCode: output.orderCode ?? null }
      : { screen: 'redirect', error: null, formErrors: [], orderCode: null };
  }
  const screens: Record<string, CardView['screen']> = {
    editing: 'form',
    submitting: 'waiting',
    authorising: 'waiting',
    fingerprinting: 'fingerprint',
    challenging: 'challenge',
    failed: 'failed',
  };
  return {
    screen: screens[snapshot.value as string] ?? 'form',
    error,
    formErrors,
    orderCode: null,
  };
}

/** docs/product/payments.md §2 (and the brands of §2.3 for es-es), read apart from the machine. */
function cardOracle() {
  const view: CardView = { screen: 'form', error: null, formErrors: [], orderCode: null };
  let after: 'submit' | 'fingerprint' | 'challenge' = 'submit';
  const FOLLOWS = {
    submit: ['order', 'fingerprint', 'challenge', 'redirect'],
    fingerprint: ['order', 'challenge'],
    challenge: ['order'],
  };
  const answer = (result: { kind: string; orderCode?: string }) => {
    if (!FOLLOWS[after].includes(result.kind)) {
      Object.assign(view, { screen: 'failed', error: 'invalidOperation' });
    } else if (result.kind === 'order') {
      Object.assign(view, { screen: 'ordered', orderCode: result.orderCode });
    } else if (result.kind === 'redirect') {
      view.screen = 'redirect';
    } else {
      view.screen = result.kind as 'fingerprint' | 'challenge';
    }
  };
  const failure = (error: unknown) => {
    const f = error instanceof CallFailed ? error.failure : { kind: 'timeout' };
    const shown =
      f.kind === 'rejected'
        ? String((f as { reason: unknown }).reason)
        : f.kind === 'malformed'
          ? 'unsupportedCardOperation'
          : 'timeout';
    Object.assign(view, { screen: 'failed', error: shown });
  };
  return {
    view,
    apply(event: ModelEvent) {
      const t = event.type;
      if (t === 'SUBMIT' && (view.screen === 'form' || view.screen === 'failed')) {
        const errors = [
          ...(String(event['holderName']).trim() === '' ? ['holderNameRequired'] : []),
          ...(['amex', 'maestro', 'mc', 'visa'].includes(String(event['brand']))
            ? []
            : ['brandNotAccepted']),
        ];
        if (errors.length > 0) return Object.assign(view, { screen: 'form', formErrors: errors });
        after = 'submit';
        return Object.assign(view, { screen: 'waiting', error: null, formErrors: [] });
      }
      if (t === 'FINGERPRINT_RESULT' && view.screen === 'fingerprint') after = 'fingerprint';
      else if (t === 'CHALLENGE_RESULT' && view.screen === 'challenge') after = 'challenge';
      else if (t.startsWith('xstate.done.actor.')) return answer(event.output as { kind: string });
      else if (t.startsWith('xstate.error.actor.') || t.startsWith('xstate.after.')) {
        return failure(event.error);
      } else return;
      view.screen = 'waiting';
    },
  };
}

describe('cardPaymentMachine with a payment port', () => {
  function run(overrides: Parameters<typeof fakePaymentPort>[0]) {
    const { port, calls } = fakePaymentPort(overrides);
    const actor = createActor(cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(port) }), {
      input,
    });
    actor.start();
    return { actor, calls };
  }

  it('sends the amount as Money and ends with the order on a direct order', async () => {
    const { actor, calls } = run({
      createCardPayment: () => Promise.resolve({ kind: 'order', orderCode: 'O-1' }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'order', orderCode: 'O-1' });
    expect(calls[0]?.args[0]).toMatchObject({
      amount: { value: 19.99, currency: 'EUR' },
      holderName: 'Ana García',
    });
  });

  it('goes fingerprint -> challenge -> order through 3DS2 authorise', async () => {
    const answers = [
      { kind: 'challenge', token: 't', paymentData: 'pd2' } as const,
      { kind: 'order', orderCode: 'O-2' } as const,
    ];
    const { actor, calls } = run({
      createCardPayment: () =>
        Promise.resolve({ kind: 'fingerprint', token: 't', paymentData: 'pd1' }),
      authorise3ds2: () =>
        Promise.resolve(answers.shift() ?? { kind: 'order', orderCode: 'never' }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('fingerprinting'));
    actor.send({ type: 'FINGERPRINT_RESULT', details: { a: '1' } });
    await waitFor(actor, (s) => s.matches('challenging'));
    actor.send({ type: 'CHALLENGE_RESULT', details: { b: '2' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'order', orderCode: 'O-2' });
    expect(calls.filter((c) => c.name === 'authorise3ds2').map((c) => c.args[0])).toEqual([
      { cartId: 'cart-1', paymentData: 'pd1', details: { a: '1' } },
      { cartId: 'cart-1', paymentData: 'pd2', details: { b: '2' } },
    ]);
  });

  it('ends in a redirect with its POST form', async () => {
    const { actor } = run({
      createCardPayment: () =>
        Promise.resolve({
          kind: 'redirect',
          url: 'https://acs',
          httpMethod: 'POST',
          fields: { PaReq: 'p' },
        }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'redirect',
      redirect: {
        kind: 'redirect',
        url: 'https://acs',
        httpMethod: 'POST',
        fields: { PaReq: 'p' },
      },
    });
  });
});

describe('cardPaymentMachine faults', () => {
  function start(createCardPayment: () => Promise<unknown>) {
    const { port } = fakePaymentPort({ createCardPayment: createCardPayment as never });
    const actor = createActor(cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(port) }), {
      input,
    });
    actor.start();
    return actor;
  }

  it('keeps an invalid form in editing with its errors, calling nothing', () => {
    const actor = start(() => Promise.reject(new Error('must not be called')));
    actor.send({ ...submit, holderName: ' ', brand: 'diners' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formErrors).toEqual([
      'holderNameRequired',
      'brandNotAccepted',
    ]);
  });

  it('fails on a malformed answer, and a new submit retries', async () => {
    let n = 0;
    const actor = start(() =>
      Promise.resolve(n++ === 0 ? { kind: 'teleport' } : { kind: 'order', orderCode: 'O-3' }),
    );
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('unsupportedCardOperation');
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'order', orderCode: 'O-3' });
  });

  it('classifies a rejection', async () => {
    const actor = start(() => Promise.reject({ errors: [{ type: 'InsufficientStockError' }] }));
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('noStock');
  });

  it('gives up on a provider that never answers: timeout error, call aborted (issue 22)', async () => {
    const clock = new SimulatedClock();
    const { port, calls } = fakePaymentPort({ createCardPayment: hangingCall });
    const actor = createActor(cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(port) }), {
      input,
      clock,
    }).start();
    actor.send(submit);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('submitting');
    clock.increment(CALL_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('submitting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('timeout');
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('cardPaymentMachine out-of-place answers', () => {
  it('rejects a redirect after a challenge as an invalid operation', async () => {
    const { port } = fakePaymentPort({
      createCardPayment: () =>
        Promise.resolve({ kind: 'challenge', token: 't', paymentData: 'pd' }),
      authorise3ds2: () =>
        Promise.resolve({ kind: 'redirect', url: 'https://x', httpMethod: 'GET', fields: {} }),
    });
    const actor = createActor(cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(port) }), {
      input,
    }).start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('challenging'));
    actor.send({ type: 'CHALLENGE_RESULT', details: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('invalidOperation');
  });
});
