import { resolveCmsConfig, type CmsConfig } from '@atelier/adapters-cms';
import { resolveCommerceConfig, type CommerceConfig } from '@atelier/adapters-commerce';
import { isIP } from 'node:net';
import { RENDER_QUEUE_DEFAULTS } from './render-queue.js';

export interface ServerConfig {
  port: number;
  host: string;
  commerce: CommerceConfig;
  cms: CmsConfig;
  /**
   * TRUSTED_PROXIES: the addresses of the proxies in front (nginx), comma-separated. Only a
   * request from one of them has its X-Forwarded-For read for the client's address; from
   * anyone else the header is the client's own words (issue 30). Empty: never read.
   */
  trustedProxies: string[];
  /**
   * HSTS=1: send Strict-Transport-Security on every answer (the site is served over HTTPS
   * by the proxy in front). From configuration, never from a request's X-Forwarded-Proto,
   * which anyone can send.
   */
  hsts: boolean;
  /**
   * The page renders' queue (ADR 0058, 0068): RENDER_CONCURRENCY renders computing at once,
   * RENDER_IN_PROGRESS_MAX started in all (computing or waiting on the back-end), at most
   * RENDER_QUEUE_MAX waiting to start, each for at most RENDER_QUEUE_WAIT_MS.
   */
  renderQueue: {
    concurrency: number;
    maxInProgress: number;
    maxWaiting: number;
    maxWaitMs: number;
  };
}

export const DEFAULT_PORT = 3000;

/** Everything the server reads from its environment, checked once at start-up. */
export function resolveServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const rawPort = env['PORT']?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got '${rawPort}'`);
  }
  const trustedProxies = (env['TRUSTED_PROXIES'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const notAddress = trustedProxies.find((address) => isIP(address) === 0);
  if (notAddress !== undefined)
    throw new Error(`TRUSTED_PROXIES must list IP addresses, got '${notAddress}'`);
  const hsts = (env['HSTS'] ?? '').trim().toLowerCase();
  const count = (name: string, fallback: number, min: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be an integer of at least ${min}, got '${raw}'`);
    return value;
  };
  const concurrency = count('RENDER_CONCURRENCY', RENDER_QUEUE_DEFAULTS.concurrency, 1);
  return {
    renderQueue: {
      concurrency,
      // Set equal to RENDER_CONCURRENCY, a render waiting on the back-end keeps its slot (as
      // before ADR 0068).
      maxInProgress: count(
        'RENDER_IN_PROGRESS_MAX',
        RENDER_QUEUE_DEFAULTS.inProgressPerSlot * concurrency,
        concurrency,
      ),
      maxWaiting: count('RENDER_QUEUE_MAX', RENDER_QUEUE_DEFAULTS.maxWaiting, 0),
      maxWaitMs: count('RENDER_QUEUE_WAIT_MS', RENDER_QUEUE_DEFAULTS.maxWaitMs, 1),
    },
    port,
    trustedProxies,
    hsts: hsts === '1' || hsts === 'true' || hsts === 'on',
    host: env['HOST']?.trim() || '0.0.0.0',
    commerce: resolveCommerceConfig(env),
    cms: resolveCmsConfig(env),
  };
}
