import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.server.faults.clear());
afterAll(async () => {
  await sb.close();
});

describe('sandbox fault injection', () => {
  it('adds latency to matching paths only', async () => {
    sb.server.faults.add({ path: '/occ/v2/*/products/100701', latencyMs: 150 });
    let started = performance.now();
    expect((await sb.call('GET', '/products/100701?fields=BASIC')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    started = performance.now();
    await sb.call('GET', '/products/100702?fields=BASIC');
    expect(performance.now() - started).toBeLessThan(140);
  });

  it('answers an injected status with the envelope, a limited number of times, per method', async () => {
    sb.server.faults.add({
      path: '/occ/v2/*/users/anonymous/carts',
      method: 'POST',
      status: 503,
      times: 1,
    });
    const failed = await sb.call('POST', '/users/anonymous/carts');
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0].type).toBe('InjectedFault');
    expect((await sb.call('POST', '/users/anonymous/carts')).status).toBe(201);
  });

  it('drops the connection', async () => {
    sb.server.faults.add({ path: '*/stores*', drop: true });
    await expect(fetch(`${sb.server.url}/occ/v2/es-es/stores`)).rejects.toThrow();
  });

  it('sends a malformed body', async () => {
    sb.server.faults.add({ path: '*/deliverymodes', malformed: true });
    const res = await fetch(`${sb.server.url}/occ/v2/es-es/deliverymodes`);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('is switched on and off over the test-only admin endpoint', async () => {
    const on = await sb.call('POST', '/sandbox/faults', {
      body: { rules: [{ path: '*/promotions', status: 500 }] },
    });
    expect(on.body.rules).toHaveLength(1);
    expect((await sb.call('GET', '/promotions')).status).toBe(500);
    await sb.call('DELETE', '/sandbox/faults');
    expect((await sb.call('GET', '/promotions')).status).toBe(200);
    expect((await sb.call('POST', '/sandbox/faults', { body: { rules: [{}] } })).status).toBe(400);
    const outOfRange = await sb.call('POST', '/sandbox/faults', {
      body: { rules: [{ path: '*', status: 1000 }] },
    });
    expect(outOfRange.body.errors[0]).toMatchObject({
      type: 'ValidationError',
      subject: 'rules.0.status',
    });
    expect(sb.server.faults.list()).toEqual([]);
  });

  it('keeps the admin endpoint closed unless asked for', async () => {
    const closed = await startSandbox({ admin: false });
    try {
      expect(
        (await closed.call('POST', '/sandbox/faults', { body: { rules: [{ path: '*' }] } })).status,
      ).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
