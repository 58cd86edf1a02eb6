import { bagMachine, createBagActors, type BagPort } from '@atelier/core-bag';
import { createActor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import type { FaultInjector } from '../../src/index.js';
import { cartIdOf } from './fixtures.js';
import { startSandbox, type ContractSandbox } from './sandbox.js';

// Far longer than any test may run: a call still waiting for the sandbox would time the test
// out, so a call that settles has been cut before the injected latency could have passed.
const LATENCY_MS = 30_000;
const CART_PATH = '/occ/v2/es-es/users/anonymous/carts/*';

let sandbox: ContractSandbox;
let cartId: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  cartId = cartIdOf(await sandbox.client().bag.createBag({}));
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

/**
 * Resolves once the sandbox has taken a request under a latency fault: the request is in
 * flight and the sandbox is holding it. No timer decides when the test aborts.
 */
function heldBySandbox(faults: FaultInjector): Promise<void> {
  const match = faults.match.bind(faults);
  return new Promise((resolve) => {
    faults.match = (method, path) => {
      const rule = match(method, path);
      if (rule?.latencyMs) {
        faults.match = match;
        resolve();
      }
      return rule;
    };
  });
}

/** How a call settled, and when (ms since `since`). */
async function settle(
  promise: Promise<unknown>,
  since: number,
): Promise<{ error: unknown; afterMs: number }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return { error, afterMs: Date.now() - since };
}

function expectAborted(error: unknown): void {
  expect(error).toBeInstanceOf(PageFetchHybrisError);
  const failure = error as PageFetchHybrisError;
  expect(failure.kind).toBe('aborted');
  expect(failure.status).toBe(0);
  expect(failure.errors[0]?.type).toBe('AbortError');
  expect(failure.reportable).toBe(false);
}

describe('the caller aborts a call over real HTTP (ADR 0011)', () => {
  it('a call aborted while the sandbox holds it rejects at once as aborted, not timeout or network', async () => {
    sandbox.faults.add({ path: CART_PATH, latencyMs: LATENCY_MS });
    const held = heldBySandbox(sandbox.faults);
    const controller = new AbortController();
    const started = Date.now();
    const call = sandbox.client().bag.getBag(cartId, { signal: controller.signal });
    await held;
    controller.abort();
    const { error, afterMs } = await settle(call, started);
    expectAborted(error);
    expect(afterMs).toBeLessThan(LATENCY_MS);
  });

  it('a cart change (its write, then its read) stops at the abort', async () => {
    sandbox.faults.add({ path: `${CART_PATH}/deliverymode`, latencyMs: LATENCY_MS });
    const held = heldBySandbox(sandbox.faults);
    const controller = new AbortController();
    const started = Date.now();
    const call = sandbox.client().bag.removeDeliveryMode(cartId, { signal: controller.signal });
    await held;
    controller.abort();
    const { error, afterMs } = await settle(call, started);
    expectAborted(error);
    expect(afterMs).toBeLessThan(LATENCY_MS);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    let requests = 0;
    const client = sandbox.client({
      fetch: (input, init) => {
        requests += 1;
        return globalThis.fetch(input, init);
      },
    });
    expectAborted(
      await settle(client.bag.getBag(cartId, { signal: controller.signal }), 0).then(
        (s) => s.error,
      ),
    );
    expect(requests).toBe(0);
  });

  it('the client timeout still applies with a signal that never aborts', async () => {
    sandbox.faults.add({ path: CART_PATH, latencyMs: LATENCY_MS });
    const call = sandbox
      .client({ timeoutMs: 100 })
      .bag.getBag(cartId, { signal: new AbortController().signal });
    const { error } = await settle(call, Date.now());
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    expect((error as PageFetchHybrisError).kind).toBe('timeout');
    expect((error as PageFetchHybrisError).reportable).toBe(true);
  });

  it('a signal that aborts after the answer changes nothing', async () => {
    const controller = new AbortController();
    const bag = await sandbox.client().bag.getBag(cartId, { signal: controller.signal });
    controller.abort();
    expect(bag.cartId).toBe(cartId);
  });
});

describe('stopping the bag machine aborts its call (ADR 0011)', () => {
  /** The OCC client's bag port, keeping each getBag promise the machine's actor starts. */
  function recordingBagPort(): { port: BagPort; loads: Promise<unknown>[] } {
    const { bag } = sandbox.client();
    const loads: Promise<unknown>[] = [];
    return {
      loads,
      port: {
        ...bag,
        getBag: (id, options) => {
          const load = bag.getBag(id, options);
          loads.push(load);
          return load;
        },
      },
    };
  }

  function startBagMachine(port: BagPort, timeoutMs: number) {
    const { bag } = sandbox.client();
    const actor = createActor(
      bagMachine.provide({ actors: createBagActors({ bag: port, shipping: bag }) }),
      { input: { timeoutMs } },
    );
    actor.start();
    return actor;
  }

  it('stopping the actor while the sandbox holds loadBag cuts the fetch (aborted)', async () => {
    sandbox.faults.add({ path: CART_PATH, latencyMs: LATENCY_MS });
    const held = heldBySandbox(sandbox.faults);
    const { port, loads } = recordingBagPort();
    // The machine's own timeout is out of reach: only the stop can end the call.
    const actor = startBagMachine(port, 10 * LATENCY_MS);
    const started = Date.now();
    actor.send({ type: 'START', cartId });
    await held;
    expect(actor.getSnapshot().context.isInterfaceLocked).toBe(true);
    actor.stop();
    expect(loads).toHaveLength(1);
    const { error, afterMs } = await settle(loads[0] ?? Promise.resolve(), started);
    expectAborted(error);
    expect(afterMs).toBeLessThan(LATENCY_MS);
  });

  it("the machine's timeout leaves loadBag and aborts its fetch", async () => {
    sandbox.faults.add({ path: CART_PATH, latencyMs: LATENCY_MS });
    const { port, loads } = recordingBagPort();
    const actor = startBagMachine(port, 100);
    actor.send({ type: 'START', cartId });
    expect(loads).toHaveLength(1);
    const { error } = await settle(loads[0] ?? Promise.resolve(), Date.now());
    // The machine gave up (its timeout), so the client's call ended as aborted by its caller.
    expectAborted(error);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'timeout' });
    actor.stop();
  });
});
