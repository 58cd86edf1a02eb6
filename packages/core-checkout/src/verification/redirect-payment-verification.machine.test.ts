import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutPort, fakePaymentPort, hangingCall } from '../../test/fake-ports.js';
import { memoryStore, purchase } from '../../test/fixtures.js';
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
import { CALL_TIMEOUT_MS } from '../calls/call-state.js';
import type { PaymentPort } from '../ports/payment-port.js';
import {
  redirectPaymentVerificationMachine as machine,
  type RedirectVerificationInput,
} from './redirect-payment-verification.machine.js';
import { verificationActorsFrom } from './verification-actors.js';

const input: RedirectVerificationInput = {
  paymentMode: 'klarna',
  cartId: 'cart-1',
  params: {},
  tries: 3,
};
const poll = { call: 'acceptKlarna', request: { cartId: 'cart-1', params: {} } };

describe('redirectPaymentVerificationMachine (model-based)', () => {
  const paths = modelPaths(machine, {
    events: [
      { type: 'RETRY' },
      done('readSavedPurchase', purchase('O-SAVED')),
      done('readSavedPurchase', null),
      refuse('readSavedPurchase', 'generic'),
      done('startVerification', { kind: 'poll', poll, finish: null }),
      done('startVerification', { kind: 'poll', poll, finish: 'confirmAddiOrder' }),
      done('startVerification', { kind: 'settled', verification: { status: 'REFUSED' } }),
      refuse('startVerification', 'orderAlreadyCreated'),
      done('pollVerification', { status: 'SUCCESS', orderCode: 'O-1' }),
      done('pollVerification', { status: 'IN_PROCESS' }),
      done('pollVerification', { status: 'REFUSED' }),
      refuse('pollVerification', 'busy'),
      refuse('pollVerification', 'generic'),
      garble('pollVerification'),
      elapse('redirectPaymentVerification.polling'),
      elapse('redirectPaymentVerification.waiting', 'retryDelay'),
      done('finishVerification', { status: 'SUCCESS', orderCode: 'O-2' }),
      refuse('finishVerification', 'generic'),
      done('loadPurchase', purchase()),
      refuse('loadPurchase', 'generic'),
      done('savePurchase', undefined),
      refuse('savePurchase', 'generic'),
    ],
    input,
  });

  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((p) => stateIdsOf(p.state.value, 'redirectPaymentVerification')),
    );
    expect([...reached].sort()).toEqual(allStateIds(machine).sort());
  });

  it('replays every path on a real actor, and the shopper sees what docs/product/payments.md says', async () => {
    for (const path of paths) {
      const { snapshot, seen } = await replayPath(machine, path, {
        input,
        delays: { retryDelay: 2000 },
      });
      expect(snapshot.value, describePath(path)).toEqual(path.state.value);
      // And what the shopper sees, from an oracle written from docs/product/payments.md apart from
      // the machine.
      const output = snapshot.status === 'done' ? snapshot.output : undefined;
      expect(
        {
          screen: snapshot.value,
          error: snapshot.context.error,
          orderCode: output?.purchase.code ?? null,
          savedNow: output?.savedNow ?? false,
          triesUsed: pollCallsThisVisit(seen.map((s) => s.value)),
        },
        describePath(path),
      ).toEqual(
        shopperSees(
          path.steps.map((step) => step.event),
          input,
        ),
      );
    }
  });
});

/**
 * Verification calls made since the page last started over (a retry), as the back-end counts
 * them: each entry into `polling` is one call. (The machine's own `calls` is only reset when
 * the next polling starts, so after a retry it still holds the last visit's count.)
 */
function pollCallsThisVisit(values: readonly unknown[]): number {
  const visit = values.slice(values.lastIndexOf('checkingSaved') + 1);
  return visit.filter((value, i) => value === 'polling' && visit[i - 1] !== 'polling').length;
}

interface ShopperSees {
  /** Where the confirmation page is: a call under way, `failed` (retry offered) or `done`. */
  screen: string;
  error: string | null;
  /** The confirmed order, once the page shows it. */
  orderCode: string | null;
  /** This visit saved the purchase (false when an earlier visit already had). */
  savedNow: boolean;
  /** Verification calls asked (the repeated call, the first one included), this visit. */
  triesUsed: number;
}

/** The call each step of the page waits for. */
const CALL_OF: Record<string, string> = {
  checkingSaved: 'readSavedPurchase',
  starting: 'startVerification',
  polling: 'pollVerification',
  finishing: 'finishVerification',
  loadingPurchase: 'loadPurchase',
  saving: 'savePurchase',
};

/**
 * docs/product/payments.md §3, §3.1 (with §6.2), read apart from the machine. The confirmation page
 * first looks for a purchase already saved for the cart: the purchase is saved once, and if it is
 * already saved nothing more happens (unreadable storage must not block the order: verify).
 * It then verifies by payment mode: the first calls either decide the payment or hand over
 * one call to ask again; while its answer is IN_PROCESS, or the cart is busy (simultaneous
 * access), it is asked again 2 s later, `tries` calls in all (10 by default), then the page
 * fails as still in process. A SUCCESS (after the mode's confirming call, when it has one)
 * loads the purchase for the order and saves it; a failed save still confirms. Any other
 * status fails as refused; an already-created order goes to the purchase; a refusal fails
 * with its reason, a garbled answer as malformed, no answer in time as a timeout. After a
 * failure the shopper may try again, as a new visit.
 */
function shopperSees(events: readonly ModelEvent[], run: RedirectVerificationInput): ShopperSees {
  const tries = run.tries ?? 10;
  const visit: ShopperSees = {
    screen: 'checkingSaved',
    error: null,
    orderCode: null,
    savedNow: false,
    triesUsed: 0,
  };
  let seen = visit;
  let confirming = false;
  let loaded: string | null = null;
  const go = (screen: string, change: Partial<ShopperSees> = {}) => {
    seen = { ...seen, screen, ...change };
  };
  const decide = (status: unknown) =>
    status === 'SUCCESS' ? go('loadingPurchase') : go('failed', { error: 'paymentRefused' });
  const askAgainOrGiveUp = () =>
    seen.triesUsed < tries ? go('waiting') : go('failed', { error: 'stillInProcess' });
  const failure = (error: unknown): { reason?: unknown; kind: string } =>
    error instanceof CallFailed ? error.failure : { kind: 'timeout' };

  for (const event of events) {
    const { type } = event;
    if (type === 'RETRY') {
      if (seen.screen === 'failed') {
        seen = visit;
        confirming = false;
        loaded = null;
      }
      continue;
    }
    if (type === `xstate.after.retryDelay.redirectPaymentVerification.waiting`) {
      if (seen.screen === 'waiting') go('polling', { triesUsed: seen.triesUsed + 1 });
      continue;
    }
    const call = CALL_OF[seen.screen];
    if (call === undefined) continue;
    if (type === `xstate.done.actor.${call}`) answered(call, event.output);
    else if (type === `xstate.error.actor.${call}`) failed(call, failure(event.error));
    else if (type === `xstate.after.callTimeout.redirectPaymentVerification.${seen.screen}`)
      failed(call, { kind: 'timeout' });
  }
  return seen;

  function answered(call: string, output: unknown) {
    const answer = output as {
      kind?: string;
      status?: string;
      finish?: unknown;
      verification?: { status?: string };
      code?: string;
    } | null;
    switch (call) {
      case 'readSavedPurchase':
        return answer === null
          ? go('starting')
          : go('done', { orderCode: answer.code ?? null, savedNow: false });
      case 'startVerification':
        if (answer?.kind === 'settled') return decide(answer.verification?.status);
        confirming = answer?.finish !== null && answer?.finish !== undefined;
        return go('polling', { triesUsed: 1 });
      case 'pollVerification':
        if (answer?.status === 'IN_PROCESS') return askAgainOrGiveUp();
        return answer?.status === 'SUCCESS' && confirming
          ? go('finishing')
          : decide(answer?.status);
      case 'finishVerification':
        return decide(answer?.status);
      case 'loadPurchase':
        loaded = answer?.code ?? null;
        return go('saving');
      default:
        return go('done', { orderCode: loaded, savedNow: true });
    }
  }

  function failed(call: string, why: { kind: string; reason?: unknown }) {
    if (call === 'readSavedPurchase') return go('starting');
    if (call === 'savePurchase') return go('done', { orderCode: loaded, savedNow: false });
    if (why.kind === 'rejected' && why.reason === 'busy' && call === 'pollVerification')
      return askAgainOrGiveUp();
    if (why.kind === 'rejected' && why.reason === 'orderAlreadyCreated' && call !== 'loadPurchase')
      return go('loadingPurchase');
    const error =
      why.kind === 'malformed'
        ? 'malformedResponse'
        : why.kind === 'timeout'
          ? 'timeout'
          : why.reason === 'busy'
            ? 'stillInProcess'
            : String(why.reason);
    return go('failed', { error });
  }
}

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
    });
    const clock = new SimulatedClock();
    const start = (runInput: RedirectVerificationInput = input) =>
      createActor(machine.provide({ actors }), { input: runInput, clock }).start();
    /** Runs to the end, letting the simulated clock run each wait as it comes. */
    const run = async (runInput: RedirectVerificationInput = input) => {
      const actor = start(runInput);
      for (;;) {
        const snapshot = await waitFor(
          actor,
          (s) => s.status === 'done' || s.matches('failed') || s.matches('waiting'),
        );
        if (!snapshot.matches('waiting')) return snapshot;
        clock.increment(runInput.delayMs ?? 2000);
      }
    };
    return { run, start, clock, memory, calls: payment.calls };
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

  it('asks again 2 s apart while IN_PROCESS (on the machine clock), then confirms', async () => {
    const answers = [
      { status: 'IN_PROCESS' },
      { status: 'IN_PROCESS' },
      { status: 'SUCCESS', orderCode: 'O-2' },
    ];
    const { start, clock, calls } = world({
      acceptP24Order: () => Promise.resolve(answers.shift() ?? { status: 'SUCCESS' }),
    });
    const actor = start({ paymentMode: 'p24', cartId: 'cart-2', params: {} });
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(1999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('waiting') && calls.length === 2);
    clock.increment(2000);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output?.purchase.code).toBe('O-2');
    expect(calls).toHaveLength(3);
  });

  it('retries simultaneous-access errors like IN_PROCESS', async () => {
    let n = 0;
    const { run } = world({
      acceptKlarna: () =>
        n++ < 2
          ? Promise.reject({ errors: [{ message: 'Cart simultaneous access validation error' }] })
          : Promise.resolve({ status: 'SUCCESS', orderCode: 'O-4' }),
    });
    expect((await run()).output?.purchase.code).toBe('O-4');
  });

  it('fails after `tries` calls still in process, and a retry can succeed', async () => {
    let inProcess = true;
    const { run, calls } = world({
      acceptKlarna: () =>
        Promise.resolve(
          inProcess ? { status: 'IN_PROCESS' } : { status: 'SUCCESS', orderCode: 'O-3' },
        ),
    });
    const failed = await run();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('stillInProcess');
    expect(calls).toHaveLength(3);
    inProcess = false;
    expect((await run()).output?.purchase.code).toBe('O-3');
  });

  it('a retry after a failure starts its count of calls again', async () => {
    const { start, clock } = world({
      acceptKlarna: () => Promise.resolve({ status: 'IN_PROCESS' }),
    });
    const actor = start();
    for (;;) {
      const snapshot = await waitFor(actor, (s) => s.matches('failed') || s.matches('waiting'));
      if (snapshot.matches('failed')) break;
      clock.increment(2000);
    }
    expect(actor.getSnapshot().context.calls).toBe(3);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.calls).toBe(0);
  });

  it('stopping the actor while it waits stops the polling', async () => {
    const { start, clock, calls } = world({
      acceptKlarna: () => Promise.resolve({ status: 'IN_PROCESS' }),
    });
    const actor = start();
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.stop();
    clock.increment(60_000);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
  });

  it('a verification call that never answers times out and is aborted', async () => {
    const { start, clock, calls } = world({ acceptKlarna: hangingCall });
    const actor = start();
    await waitFor(actor, (s) => s.matches('polling'));
    await new Promise((r) => setTimeout(r, 0));
    clock.increment(CALL_TIMEOUT_MS);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.error).toBe('timeout');
    expect(calls[0]?.signal?.aborted).toBe(true);
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

  it('Addi: accept, status polled, order confirmed', async () => {
    const statuses = [{ status: 'IN_PROCESS' }, { status: 'SUCCESS' }];
    const { run, calls } = world({
      acceptAddi: () => Promise.resolve({ status: 'IN_PROCESS' }),
      getAddiStatus: () => Promise.resolve(statuses.shift() ?? { status: 'SUCCESS' }),
      confirmAddiOrder: () => Promise.resolve({ status: 'SUCCESS', orderCode: 'O-ADDI' }),
    });
    const snapshot = await run({ paymentMode: 'addi', cartId: 'cart-1', params: {} });
    expect(snapshot.output?.purchase.code).toBe('O-ADDI');
    expect(calls.map((c) => c.name)).toEqual([
      'acceptAddi',
      'getAddiStatus',
      'getAddiStatus',
      'confirmAddiOrder',
    ]);
  });
});
