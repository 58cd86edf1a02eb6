// A terminal shop: the core packages serving a channel with no React and no browser. It lists
// a category, adds a product to the bag, checks out as a guest and pays by card, against the
// embedded sandbox commerce back-end or any OCC back-end (--base-url). After `npm run build`:
//   node examples/terminal-shop/shop.mjs [--base-url http://127.0.0.1:4010]
import { createOccClient } from '@atelier/adapters-commerce';
import { parseArgs } from 'node:util';
import { guestCardOrder, SITE } from './guest-order.mjs';

const TIMEOUT_MS = 60_000;

async function main() {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' } } });
  let baseUrl = values['base-url'];
  let sandbox = null;
  if (baseUrl === undefined) {
    // Imported only when used: a channel against a real back-end never loads SQLite.
    const { createSandboxServer } = await import('@atelier/commerce-sandbox');
    sandbox = await createSandboxServer({ dbPath: ':memory:', port: 0 });
    baseUrl = sandbox.url;
  }
  try {
    // A guest has no bearer token; a channel with logged-in shoppers returns theirs here.
    const occ = createOccClient({ baseUrl, siteCode: SITE, getToken: () => null });
    const { orderCode } = await guestCardOrder(occ);
    console.log(`Order ${orderCode}`);
  } finally {
    await sandbox?.close();
  }
}

// Never hang: whatever stops answering, the program ends with a message and a failure code.
const timer = setTimeout(() => {
  console.error(`terminal-shop: no order after ${TIMEOUT_MS / 1000} s, giving up`);
  process.exit(1);
}, TIMEOUT_MS);
try {
  await main();
} catch (error) {
  console.error(`terminal-shop: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
}
