import { resolve } from 'node:path';
import { sandboxDialectOf } from './dialect/routes-for.js';
import { createSandboxServer } from './server.js';

/**
 * `npm run sandbox` (and `sandbox:reset` with --reset). SANDBOX_PORT (default 4010),
 * SANDBOX_DB (default .sandbox-data/sandbox.sqlite under the package), SANDBOX_ADMIN=1
 * for the fault-injection endpoints, SANDBOX_PUBLIC_BASE (publicBase) and
 * SANDBOX_RETURN_ORIGINS (allowedReturnOrigins, comma-separated), SANDBOX_DIALECT (`standard`
 * for standard SAP Commerce shapes, default `extended`).
 */
const args = new Set(process.argv.slice(2));
const dbPath = resolve(process.env['SANDBOX_DB'] ?? '.sandbox-data/sandbox.sqlite');
const port = Number(process.env['SANDBOX_PORT'] ?? 4010);
const started = performance.now();
const server = await createSandboxServer({
  dbPath,
  port,
  host: process.env['SANDBOX_HOST'] ?? '127.0.0.1',
  reset: args.has('--reset'),
  admin: process.env['SANDBOX_ADMIN'] === '1',
  dialect: sandboxDialectOf(process.env['SANDBOX_DIALECT']),
  ...(process.env['SANDBOX_PUBLIC_BASE'] ? { publicBase: process.env['SANDBOX_PUBLIC_BASE'] } : {}),
  allowedReturnOrigins: (process.env['SANDBOX_RETURN_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== ''),
});
console.log(
  `[sandbox] ${server.url}/occ/v2/{site}/... (db ${dbPath}, ready in ${Math.round(performance.now() - started)} ms)`,
);
if (args.has('--exit')) {
  await server.close();
} else {
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
