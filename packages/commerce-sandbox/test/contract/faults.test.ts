import { classifyCartError } from '@atelier/core-bag';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { cartIdOf } from './fixtures.js';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
let cartId: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  cartId = cartIdOf(await sandbox.client().bag.createBag({}));
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const CART_PATH = '/occ/v2/es-es/users/anonymous/carts/*';

async function failure(promise: Promise<unknown>): Promise<PageFetchHybrisError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchHybrisError);
  return error as PageFetchHybrisError;
}

describe('failures over real HTTP are typed, never untyped crashes', () => {
  it('a server error keeps its status and envelope and is classified unexpected', async () => {
    sandbox.faults.add({ path: CART_PATH, status: 500 });
    const error = await failure(sandbox.client().bag.getBag(cartId));
    expect(error.status).toBe(500);
    expect(error.errors[0]?.type).toBe('InjectedFault');
    expect(classifyCartError(error)).toBe('unexpected');
  });

  it('a dropped connection is a network failure', async () => {
    sandbox.faults.add({ path: CART_PATH, drop: true });
    expect((await failure(sandbox.client().bag.getBag(cartId))).kind).toBe('network');
  });

  it('a body that is not JSON is malformed', async () => {
    sandbox.faults.add({ path: CART_PATH, malformed: true });
    expect((await failure(sandbox.client().bag.getBag(cartId))).kind).toBe('malformed');
  });

  it('a slow answer times out at the configured timeout', async () => {
    sandbox.faults.add({ path: CART_PATH, latencyMs: 400 });
    const error = await failure(sandbox.client({ timeoutMs: 100 }).bag.getBag(cartId));
    expect(error.kind).toBe('timeout');
    expect(error.reportable).toBe(true);
  });

  it('the next call works once the fault is gone', async () => {
    sandbox.faults.add({ path: CART_PATH, status: 503, times: 1 });
    await failure(sandbox.client().bag.getBag(cartId));
    await expect(sandbox.client().bag.getBag(cartId)).resolves.toMatchObject({ cartId });
  });
});
