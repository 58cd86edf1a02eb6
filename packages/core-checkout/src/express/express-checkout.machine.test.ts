import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { fakeCheckoutPort, hangingCall } from '../../test/fake-ports.js';
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
import type { PaymentCreationResult } from '../payment/payment-creation-result.js';
import { expressCheckoutSees, expressView } from '../../test/express-oracle.js';
import { expressCheckoutActorsFrom } from './express-actors.js';
import { expressCheckoutMachine, type ExpressCheckoutInput } from './express-checkout.machine.js';

const input: ExpressCheckoutInput = {
  method: 'applepay',
  isGuest: true,
  site: 'es-es',
  addressVerificationEnabled: false,
  regions: [{ code: 'ES-M', name: 'Madrid' }],
  cities: [{ code: 'MAD', name: 'Madrid' }],
  contact: {
    givenName: 'Ana',
    familyName: 'García',
    emailAddress: 'ana@example.com',
    phoneNumber: '600000000',
    addressLines: ['Gran Vía 1'],
    locality: 'Madrid',
    administrativeArea: 'Madrid',
    postalCode: '28001',
    countryCode: 'ES',
  },
};
describe('expressCheckoutMachine (model-based)', () => {
  const events = [
    done('loginAsGuest', undefined),
    refuse('loginAsGuest', { fields: [], messages: ['no'] }),
    elapse('expressCheckout.loggingIn'),
    done('setShippingAddress', undefined),
    refuse('setShippingAddress', { fields: ['postalCode'], messages: ['bad'] }),
    done('setGuestData', undefined),
    elapse('expressCheckout.settingGuestData'),
    done('pay', { kind: 'order', orderCode: 'O-1' }),
    done('pay', {
      kind: 'redirect',
      url: 'https://psp.example/go',
      httpMethod: 'POST',
      fields: {},
    }),
    done('pay', { kind: 'fingerprint', token: 't', paymentData: 'p' }),
    garble('pay'),
    elapse('expressCheckout.paying'),
  ];
  // Whether the wallet's city and region match the site's is the oracle's given (the matching
  // itself is wallet-address.test.ts's): Lisboa is no city of es-es.
  const inputs = [
    { input, walletMatches: true },
    { input: { ...input, isGuest: false }, walletMatches: true },
    {
      input: { ...input, contact: { ...input.contact, locality: 'Lisboa' } },
      walletMatches: false,
    },
  ];
  const plans = inputs.map(({ input: i, walletMatches }) => ({
    input: i,
    walletMatches,
    paths: modelPaths(expressCheckoutMachine, { events, input: i }),
  }));

  it('reaches every state', () => {
    const reached = new Set(
      plans.flatMap((p) =>
        p.paths.flatMap((path) => stateIdsOf(path.state.value, 'expressCheckout')),
      ),
    );
    expect([...reached].sort()).toEqual(allStateIds(expressCheckoutMachine).sort());
  });

  it('replays every path on a real actor', async () => {
    for (const { input: i, walletMatches, paths } of plans) {
      for (const path of paths) {
        const { snapshot } = await replayPath(expressCheckoutMachine, path, { input: i });
        expect(snapshot.value, describePath(path)).toEqual(path.state.value);
        // And what the shopper sees, from an oracle written from docs/product/payments.md §5.1
        // apart from the machine.
        const setup = { method: i.method, isGuest: i.isGuest, walletMatches };
        const seen = expressCheckoutSees(
          setup,
          path.steps.map((step) => step.event),
        );
        expect(expressView(snapshot), describePath(path)).toEqual(seen);
      }
    }
  });
});

describe('expressCheckoutMachine with a checkout port', () => {
  function run(
    runInput: ExpressCheckoutInput,
    pay: () => Promise<PaymentCreationResult>,
    failing: Partial<Record<string, unknown>> = {},
  ) {
    const { port, calls } = fakeCheckoutPort({
      loginAsGuest: () => Promise.resolve(),
      setDeliveryAddress: () => Promise.resolve(),
      setGuestData: () => Promise.resolve(),
      ...(failing as object),
    });
    const actor = createActor(
      expressCheckoutMachine.provide({ actors: expressCheckoutActorsFrom(port, pay) }),
      {
        input: runInput,
      },
    ).start();
    return { actor, calls };
  }

  it('sets addresses from the wallet, logs in as guest, sends address and guest data, then pays', async () => {
    const { actor, calls } = run(input, () => Promise.resolve({ kind: 'order', orderCode: 'O-1' }));
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ kind: 'order', orderCode: 'O-1', isExpress: true });
    expect(calls.map((c) => c.name)).toEqual([
      'loginAsGuest',
      'setDeliveryAddress',
      'setGuestData',
    ]);
    expect(calls[0]?.args).toEqual(['ana@example.com']);
    expect(calls[1]?.args[0]).toMatchObject({ city: { code: 'MAD' }, region: { code: 'ES-M' } });
  });

  it('skips the guest login for a logged user', async () => {
    const { actor, calls } = run({ ...input, isGuest: false }, () =>
      Promise.resolve({ kind: 'order', orderCode: 'O-2' }),
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.name)).not.toContain('loginAsGuest');
  });

  it("fails with the 'cityOrRegion' error modal naming the method when the city cannot be matched", async () => {
    const { actor, calls } = run(
      { ...input, contact: { ...input.contact, locality: 'Lisboa' } },
      () => Promise.resolve({ kind: 'order', orderCode: 'never' }),
    );
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({
      kind: 'error',
      modal: { paymentMethod: 'applepay', fields: [], messages: ['cityOrRegion'] },
    });
    expect(calls).toEqual([]);
  });

  it('maps field errors of the bag into the express error modal', async () => {
    const { actor } = run(input, () => Promise.resolve({ kind: 'order', orderCode: 'O' }), {
      setDeliveryAddress: () =>
        Promise.reject({ errors: [{ reason: 'postcodeFormat', message: 'Bad postcode' }] }),
    });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({
      kind: 'error',
      modal: { paymentMethod: 'applepay', fields: ['postalCode'], messages: ['Bad postcode'] },
    });
  });

  it('gives up on a bag call that never answers, aborting it, with the method named', async () => {
    const clock = new SimulatedClock();
    const { port, calls } = fakeCheckoutPort({ loginAsGuest: hangingCall });
    const actor = createActor(
      expressCheckoutMachine.provide({
        actors: expressCheckoutActorsFrom(port, () => Promise.reject(new Error('never'))),
      }),
      { input, clock },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    clock.increment(CALL_TIMEOUT_MS);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'error',
      modal: { paymentMethod: 'applepay', fields: [], messages: ['timeout'] },
    });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('treats an unexpected payment answer as an error', async () => {
    const { actor } = run(input, () =>
      Promise.resolve({ kind: 'challenge', token: 't', paymentData: 'p' }),
    );
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output?.kind).toBe('error');
  });
});
