/**
 * The sandbox database file of an e2e run, relative to apps/storefront. The standard-dialect
 * journeys (SANDBOX_DIALECT=standard, docs/ci.md) get a file of their own: they run after the
 * main suite in CI, and the main suite's state (the seeded shopper's saved bag, sold stock)
 * would meet them there, e.g. as the bag-merge warning at their sign-in.
 */
const port = process.env['E2E_PORT'];
// A run on another port than the default (one half of `e2e/run-halves.mjs`, or an engineer's
// own port) has a database of its own: two runs side by side must not sell each other's stock.
const suffix = port && port !== '3210' ? `-${port}` : '';

export const SANDBOX_DB_FILE =
  process.env['SANDBOX_DIALECT'] === 'standard'
    ? `.data/e2e-standard-sandbox${suffix}.db`
    : `.data/e2e-sandbox${suffix}.db`;
