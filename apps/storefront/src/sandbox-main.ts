// The commerce sandbox on its own: `node dist/app/sandbox-main.js`. Several storefront
// instances share it through COMMERCE_BASE_URL (scale-out), and the one-command start runs it
// as a child process of the storefront (server/sandbox.ts). Environment: SANDBOX_DB_PATH
// (default .data/sandbox.db beside dist), SANDBOX_PORT (default 0: a free port), SANDBOX_HOST
// (default 127.0.0.1), SANDBOX_ADMIN=1 (the test-only fault and reset endpoints),
// PUBLIC_ORIGIN (where payments may send the shopper back), SANDBOX_PASSWORD_COST_LOG2 (scrypt's
// N as a power of two for new and seeded hashes; default 17; the load test lowers it),
// SANDBOX_DIALECT (`standard` answers standard SAP Commerce shapes, ADR 0036; default extended).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonLogger } from './server/logger.js';
import { startSandbox } from './server/sandbox.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const logger = jsonLogger();
const env = process.env;
const port = Number(env['SANDBOX_PORT'] ?? '0');
const costLog2 = Number(env['SANDBOX_PASSWORD_COST_LOG2'] ?? '');

try {
  const sandbox = await startSandbox(
    env['SANDBOX_DB_PATH']?.trim() || join(root, '.data', 'sandbox.db'),
    env['PUBLIC_ORIGIN']?.trim() || null,
    null,
    {
      port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0,
      host: env['SANDBOX_HOST']?.trim() || '127.0.0.1',
      admin: env['SANDBOX_ADMIN'] === '1',
      ...(env['SANDBOX_DIALECT'] ? { dialect: env['SANDBOX_DIALECT'] } : {}),
      ...(Number.isInteger(costLog2) && costLog2 >= 10 && costLog2 <= 20
        ? { passwordCostLog2: costLog2 }
        : {}),
    },
  );
  const address = new URL(sandbox.url);
  logger.log('info', 'sandbox commerce started', { url: sandbox.url });
  process.send?.({ type: 'ready', url: sandbox.url, port: Number(address.port) });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 3_000).unref();
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by a storefront: end with it, even when it was killed without a word.
  process.on('disconnect', stop);
} catch (error) {
  logger.log('error', 'sandbox start-up failed', { error: String(error) });
  process.exit(1);
}
