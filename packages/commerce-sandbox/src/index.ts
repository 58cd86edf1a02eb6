// The embedded commerce back-end: an OCC-speaking HTTP server over SQLite. Node only;
// the storefront starts it in-process through the `./sandbox` subpath export.
export { createSandboxServer, type SandboxServer, type SandboxServerOptions } from './server.js';
export { SANDBOX_DIALECTS, sandboxDialectOf, type SandboxDialect } from './dialect/routes-for.js';
export { DEFAULT_PASSWORD_COST, type PasswordCost } from './passwords.js';
export { LOGIN_THROTTLE, type LoginThrottlePolicy } from './login-throttle.js';
export { openDatabase, type SandboxDb } from './db.js';
export { MIGRATIONS, migrate, type Migration } from './migrations.js';
export {
  seedDatabase,
  isSeeded,
  DEFAULT_SEED,
  DEFAULT_SEED_NOW,
  type SeedOptions,
} from './seed.js';
export { FaultInjector, type FaultRule } from './faults.js';
export { TEST_CARDS, METHOD_KINDS, type PaymentSimulatorOptions } from './payment-simulator.js';
export { SHOPPER, EMPLOYEE, SHOPPER_ADDRESS } from './seed-people.js';
export { ORDER_STATUSES } from './seed-orders.js';
export { SANDBOX_SITES, type SandboxSite } from './sites.js';
