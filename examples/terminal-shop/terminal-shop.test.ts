import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createOccClient } from '@atelier/adapters-commerce';
import { createSandboxServer } from '@atelier/commerce-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const program = fileURLToPath(new URL('./shop.mjs', import.meta.url));
// The program imports the packages as another channel would, from their built dist/ (this
// test reads the sources, like every test of the repo). `npm test` builds first.
const PACKAGES = ['core-catalogue', 'core-bag', 'core-checkout', 'adapters-commerce'];
const isBuilt = PACKAGES.every((name) =>
  existsSync(new URL(`../../packages/${name}/dist/index.js`, import.meta.url)),
);
const title = isBuilt
  ? 'examples/terminal-shop'
  : 'examples/terminal-shop (skipped: the packages are not built, run `npm run build`)';
if (!isBuilt) console.warn(`${title}: the program needs packages/*/dist`);

/** Runs the program as a shopper would, without blocking this process (it serves the sandbox). */
function runShop(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [program, ...args],
      { cwd: repoRoot, timeout: 90_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** A local URL where nothing listens: a port that was free a moment ago. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe.skipIf(!isBuilt)(title, () => {
  let sandbox: Awaited<ReturnType<typeof createSandboxServer>>;
  beforeAll(async () => {
    sandbox = await createSandboxServer({ dbPath: ':memory:', port: 0 });
  });
  afterAll(() => sandbox?.close());

  it('lists a category, checks out as a guest, pays by card and the back-end has the order', async () => {
    const { code, stdout, stderr } = await runShop(['--base-url', sandbox.url]);
    expect(stderr).toBe('');
    expect(code).toBe(0);

    // Prices in the es-es site's format, and the first listed product is the one bought.
    const listed = /^ {2}(\S+) {2}(.+) {2}[\d.]+,\d{2}\s€$/m.exec(stdout);
    expect(listed, stdout).not.toBeNull();
    const [, productId, productName] = listed!;
    const orderCode = /^Order (\S+)$/m.exec(stdout)?.[1];
    expect(orderCode).toMatch(/^\d{8}$/);

    // Read back through the back-end's public order tracking, as the guest would.
    const occ = createOccClient({ baseUrl: sandbox.url, siteCode: 'es-es', getToken: () => null });
    const order = await occ.orders.trackOrder({ orderCode: orderCode!, email: 'ana@example.com' });
    expect(order).toMatchObject({
      code: orderCode,
      paymentStatus: 'PAID',
      paymentMode: 'card',
      shippingMethodCode: 'standard',
      products: [{ id: productId, name: productName, quantity: 1 }],
      deliveryAddress: { postalCode: '28001', city: 'Madrid', country: 'ES' },
    });
  }, 120_000);

  it('fails with a message and a non-zero code when the back-end cannot be reached', async () => {
    const { code, stdout, stderr } = await runShop(['--base-url', await closedPortUrl()]);
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/^Order/m);
    expect(stderr).toMatch(/^terminal-shop: GET \/products\/search failed \(network\)/);
  }, 120_000);
});
