import { availableParallelism } from 'node:os';
import { join } from 'node:path';

export interface RuntimeOptions {
  /** Worker processes; 1 runs everything in this process (tests, dev). */
  workers: number;
  dev: boolean;
  sandboxDbPath: string;
  /**
   * Test-only: the embedded sandbox listens on this fixed loopback port with its admin
   * endpoints (fault rules, reset), so end-to-end tests can make the back-end fail and read
   * what it stored. Null (the default): a random port and no admin endpoints.
   */
  sandboxAdminPort: number | null;
  origin: string | null;
  htmlCache: boolean;
  sisterBrandHost: string | null;
  /**
   * Signs the customer-group cookie and keys the registration captcha (ADR 0028). From
   * SESSION_SECRET (set it, the same on every instance, when several machines serve one
   * shop); without it the primary draws one at start-up and hands it to its workers.
   */
  sessionSecret: string | null;
  /**
   * REDIS_URL (redis://host:port): the HTML, content and listing caches live in this Redis
   * (or Valkey), shared by every instance; null keeps them in each process's memory.
   */
  redisUrl: string | null;
  /** CACHE_FRESH_MS: the server caches' freshness in ms instead of their own (tests, demos). */
  cacheFreshMs: number | null;
}

function adminPortOf(value: string | undefined): number | null {
  const port = Number(value?.trim() || NaN);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

function positiveInteger(value: string | undefined): number | null {
  const number = Number(value?.trim() || NaN);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Process-level switches read from the environment and argv once at start-up. */
export function resolveRuntimeOptions(
  env: Record<string, string | undefined>,
  argv: readonly string[],
  root: string,
): RuntimeOptions {
  const dev = argv.includes('--dev') || env['NODE_ENV'] === 'development';
  const single = argv.includes('--single') || env['STOREFRONT_SINGLE_PROCESS'] === '1';
  const requested = Number(env['WEB_CONCURRENCY'] ?? '');
  const workers =
    dev || single
      ? 1
      : Number.isInteger(requested) && requested > 0
        ? requested
        : availableParallelism();
  return {
    workers,
    dev,
    sandboxDbPath: env['SANDBOX_DB_PATH']?.trim() || join(root, '.data', 'sandbox.db'),
    sandboxAdminPort: adminPortOf(env['SANDBOX_ADMIN_PORT']),
    origin: env['PUBLIC_ORIGIN']?.trim() || null,
    htmlCache: env['HTML_CACHE'] !== 'off',
    sisterBrandHost: env['SISTER_BRAND_HOST']?.trim() || null,
    sessionSecret: env['SESSION_SECRET']?.trim() || null,
    redisUrl: env['REDIS_URL']?.trim() || null,
    cacheFreshMs: positiveInteger(env['CACHE_FRESH_MS']),
  };
}
