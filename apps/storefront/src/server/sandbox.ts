import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { COMMERCE_PROXY_PREFIX } from './commerce-proxy.js';

/**
 * The embedded commerce back-end, started in-process on its own port when no
 * COMMERCE_BASE_URL is set. Imported lazily so a real back-end never loads SQLite.
 */
export async function startSandbox(
  dbPath: string,
  publicOrigin: string | null = null,
  adminPort: number | null = null,
): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dirname(dbPath), { recursive: true });
  const { createSandboxServer } = await import('@atelier/adapters-commerce/sandbox');
  return createSandboxServer({
    dbPath,
    // Tests name a port to reach the admin endpoints (faults, reset); always loopback only.
    port: adminPort ?? 0,
    host: '127.0.0.1',
    admin: adminPort !== null,
    // The browser reaches the sandbox's payment pages through the storefront's proxy, so
    // their links are relative to it and the sandbox's own address never reaches a page.
    publicBase: COMMERCE_PROXY_PREFIX,
    // A payment may send the shopper back to a path of the storefront, or to its public
    // origin when one is configured; nowhere else.
    ...(publicOrigin ? { allowedReturnOrigins: [publicOrigin] } : {}),
  });
}
