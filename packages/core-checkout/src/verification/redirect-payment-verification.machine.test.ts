import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutPort, fakePaymentPort } from '../../test/fake-ports.js';
import { memoryStore, purchase } from '../../test/fixtures.js';
import {
  allStateIds,
  describePath,
  done,
  fail,
  modelPaths,
  replayPath,
  stateIdsOf,
} from '../../test/model-paths.js';
import type { PaymentPort } from '../ports/payment-port.js';
import {
  redirectPaymentVerificationMachine as machine,
  type RedirectVerificationInput,
} from './redirect-payment-verification.machine.js';
import { verificationActorsFrom } from './verification-actors.js';

const input: RedirectVerificationInput = { paymentMode: 'klarna', cartId: 'cart-1', params: {} };
const ACTORS = ['readSavedPurchase', 'verifyPayment', 'loadPurchase', 'savePurchase'];

describe('redirectPaymentVerificationMachine (model-based)', () => {
  const paths = modelPaths(
    machine,
    [
      { type: 'RETRY' },
      done('readSavedPurchase', purchase()),
      done('readSavedPurchase', null),
      fail('readSavedPurchase'),
      done('verifyPayment', { status: 'SUCCESS', orderCode: 'O-1' }),
      done('verifyPayment', { status: 'REFUSED' }),
      done('verifyPayment', 'garbage'),
      fail('verifyPayment', { errors: [{ message: 'Order already created' }] }),
      fail('verifyPayment', new Error('down')),
      done('loadPurchase', purchase()),
      done('loadPurchase', { code: '' }),
      fail('loadPurchase'),
      done('savePurchase', undefined),
      fail('savePurchase'),
    ],
    input,
  );

  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((p) => stateIdsOf(p.state.value, 'redirectPaymentVerification')),
    );
    expect([...reached].sort()).toEqual(allStateIds(machine).sort());
  });

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      const { snapshot } = await replayPath(machine, path, ACTORS, input);
      expect(snapshot.value).toEqual(path.state.value);
    });
  }
});

describe('redirectPaymentVerificationMachine with ports', () => {
  function world(overrides: Partial<PaymentPort>) {
    const payment = fakePaymentPort(overrides);
    const checkout = fakeCheckoutPort({
      getOrder: (code) => Promise.resolve(purchase(code)),
      getOrderByCartId: () => Promise.resolve(purchase('O-CART')),
    });
    const memory = memoryStore();
    const actors = verificationActorsFrom({
      payment: payment.port,
      checkout: checkout.port,
      store: memory.store,
      retry: { sleep: () => Promise.resolve() },
    });
    const run = async (runInput: RedirectVerificationInput = input) => {
      const actor = createActor(machine.provide({ actors }), { input: runInput }).start();
      return waitFor(actor, (s) => s.status === 'done' || s.matches('failed'));
    };
    return { run, memory, calls: payment.calls };
  }

  it('saves the purchase exactly once when the confirmation runs twice', async () => {
    const { run, memory, calls } = world({
      acceptKlarna: () => Promise.resolve({ status: 'SUCCESS', orderCode: 'O-9' }),
    });
    const first = await run();
    const second = await run();
    expect(first.output).toEqual({ purchase: purchase('O-9'), savedNow: true });
    expect(second.output).toEqual({ purchase: purchase('O-9'), savedNow: false });
    expect(memory.counts.saves).toBe(1);
    expect(calls.filter((c) => c.name === 'acceptKlarna')).toHaveLength(1);
  });

  it('retries while IN_PROCESS, then confirms', async () => {
    const answers = [
      { status: 'IN_PROCESS' },
      { status: 'IN_PROCESS' },
      { status: 'SUCCESS', orderCode: 'O-2' },
    ];
    const { run } = world({
      acceptP24Order: () => Promise.resolve(answers.shift() ?? { status: 'SUCCESS' }),
    });
    const snapshot = await run({ paymentMode: 'p24', cartId: 'cart-2', params: {} });
    expect(snapshot.output?.purchase.code).toBe('O-2');
  });

  it('fails when the payment stays in process, and a retry can succeed', async () => {
    let inProcess = true;
    const { run } = world({
      acceptKlarna: () =>
        Promise.resolve(
          inProcess ? { status: 'IN_PROCESS' } : { status: 'SUCCESS', orderCode: 'O-3' },
        ),
    });
    const failed = await run();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('generic');
    inProcess = false;
    expect((await run()).output?.purchase.code).toBe('O-3');
  });

  it('fails on a refused payment and on malformed answers', async () => {
    const refused = await world({
      acceptKlarna: () => Promise.resolve({ status: 'REFUSED' }),
    }).run();
    expect(refused.context.error).toBe('paymentRefused');
    const malformed = await world({
      acceptKlarna: () => Promise.resolve({ nope: 1 } as never),
    }).run();
    expect(malformed.context.error).toBe('malformedResponse');
  });

  it('goes to the purchase when the order was already created', async () => {
    const { run } = world({
      acceptKlarna: () => Promise.reject({ errors: [{ errorCode: 'orderAlreadyCreated' }] }),
    });
    const snapshot = await run();
    expect(snapshot.output).toEqual({ purchase: purchase('O-CART'), savedNow: true });
  });
});
