import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from './logger.js';
import { createRenderQueue } from './render-queue.js';
import { createServices } from './services.js';

/** A back-end that holds each request until the test lets it answer (503, a fault). */
async function heldBackEnd() {
  const held: ServerResponse[] = [];
  let arrived: () => void = () => {};
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    held.push(res);
    arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextRequest: () => new Promise<void>((resolve) => (arrived = resolve)),
    answerAll: () => {
      for (const res of held.splice(0)) res.writeHead(503).end('{"errors":[]}');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe("the server's calls to its back-ends and the render queue (ADR 0068)", () => {
  function servicesOn(backEnd: { baseUrl: string }, cms: 'embedded' | 'directus') {
    return createServices({
      commerceBaseUrl: backEnd.baseUrl,
      commerceTimeoutMs: 10_000,
      cms: {
        baseUrl: cms === 'directus' ? backEnd.baseUrl : null,
        token: null,
        drafts: false,
        timeoutMs: 10_000,
      },
      origin: 'http://shop.test',
      logger: silentLogger,
    });
  }

  it.each([
    ['a product read from the commerce back-end (OCC)', 'embedded' as const],
    ['a content read from Directus', 'directus' as const],
  ])('a render waiting on %s holds no slot meanwhile', async (_what, cms) => {
    const backEnd = await heldBackEnd();
    close = backEnd.close;
    const services = servicesOn(backEnd, cms);
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 60_000 });
    const arrived = backEnd.nextRequest();
    const read = (): Promise<unknown> =>
      cms === 'directus'
        ? services.content.policy('es-es', 'privacy')
        : services.commerce('es-es').products.getProduct('101801');
    const waiting = queue.run(() =>
      read().then(
        () => 'answered',
        () => 'failed',
      ),
    );
    await arrived;
    expect([queue.running, queue.away]).toEqual([0, 1]);
    // The only slot is free: a render that needs no back-end runs while the read is out.
    expect(await queue.run(async () => 'rendered')).toEqual({ kind: 'done', value: 'rendered' });
    backEnd.answerAll();
    expect(await waiting).toEqual({ kind: 'done', value: 'failed' });
    expect([queue.running, queue.away, queue.waiting]).toEqual([0, 0, 0]);
  });
});
