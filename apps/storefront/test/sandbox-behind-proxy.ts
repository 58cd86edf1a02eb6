// The real sandbox commerce back-end on a free port, with the storefront's own
// /api/commerce proxy in front of it, as the browser sees them. Nothing is mocked: every
// call goes over HTTP through proxyCommerce.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOccClient } from '@atelier/adapters-commerce';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import { COMMERCE_PROXY_PREFIX, proxyCommerce } from '../src/server/commerce-proxy.js';

export interface SandboxBehindProxy {
  /** The storefront origin serving /api/commerce. */
  origin: string;
  /** The sandbox itself, for arranging data behind the storefront's back. */
  sandboxUrl: string;
  /** Ends a cart behind the storefront's back, as an order or a clean-up would. */
  setCartStatus(guid: string, status: 'ordered' | 'removed'): void;
  /** The sandbox's fault rules: make a call fail (a server failure, a timeout). */
  faults: SandboxServer['faults'];
  close(): Promise<void>;
}

/**
 * Node's fetch for the proxy. Under jsdom (component tests) the proxy's request Blob is
 * jsdom's, which Node's fetch cannot send: the same bytes go over as a plain array.
 */
async function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const { body } = init;
  if (body !== null && typeof body === 'object' && 'arrayBuffer' in body) {
    return fetch(input, { ...init, body: new Uint8Array(await body.arrayBuffer()) });
  }
  return fetch(input, init);
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

export async function startSandboxBehindProxy(): Promise<SandboxBehindProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'bag-wiring-'));
  const sandbox: SandboxServer = await createSandboxServer({
    dbPath: join(dir, 'sandbox.db'),
    port: 0,
    host: '127.0.0.1',
  });
  const proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      if (!url.startsWith(COMMERCE_PROXY_PREFIX)) {
        response.writeHead(404).end();
        return;
      }
      proxyCommerce(
        {
          method: request.method ?? 'GET',
          url: url.slice(COMMERCE_PROXY_PREFIX.length),
          // Node's fetch sends no Origin; a browser on this page always sends it with a
          // state-changing call, and the proxy refuses the call without it.
          headers: { 'sec-fetch-site': 'same-origin', ...request.headers },
          body: chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : null,
        },
        { baseUrl: sandbox.url, fetch: nodeFetch },
      ).then(
        (answer) => {
          response.writeHead(answer.status, answer.headers).end(answer.body);
        },
        () => response.writeHead(502).end(),
      );
    });
  });
  const origin = await listen(proxy);
  return {
    origin,
    sandboxUrl: sandbox.url,
    faults: sandbox.faults,
    setCartStatus(guid, status) {
      sandbox.db.prepare('UPDATE carts SET status = ? WHERE guid = ?').run(status, guid);
    },
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Unsized products with plenty of web stock, from the sandbox's category 7. */
export async function inStockProducts(sandboxUrl: string): Promise<string[]> {
  const occ = createOccClient({ baseUrl: sandboxUrl, siteCode: 'es-es', getToken: () => null });
  const listing = await occ.products.getCategoryProducts('7', { fields: 'FULL' });
  const codes = listing.products
    .filter((product) => product.sizes.length === 0 && (product.stock?.level ?? 0) >= 20)
    .map((product) => product.id);
  if (codes.length < 3) throw new Error('the sandbox seeds too few products in stock');
  return codes;
}

/** An unsized product with exactly two units of web stock, for the stock limit. */
export async function twoUnitProduct(sandboxUrl: string): Promise<{ code: string; level: number }> {
  const occ = createOccClient({ baseUrl: sandboxUrl, siteCode: 'es-es', getToken: () => null });
  const listing = await occ.products.getCategoryProducts('6', { fields: 'FULL' });
  const found = listing.products
    .filter((product) => product.sizes.length === 0)
    .map((product) => ({ code: product.id, level: product.stock?.level ?? 0 }))
    .find(({ level }) => level === 2);
  if (!found) throw new Error('the sandbox seeds no product with two units');
  return found;
}
