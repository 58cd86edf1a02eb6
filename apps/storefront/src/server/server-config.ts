import { resolveCmsConfig, type CmsConfig } from '@atelier/adapters-cms';
import { resolveCommerceConfig, type CommerceConfig } from '@atelier/adapters-commerce';

export interface ServerConfig {
  port: number;
  host: string;
  commerce: CommerceConfig;
  cms: CmsConfig;
}

export const DEFAULT_PORT = 3000;

/** Everything the server reads from its environment, checked once at start-up. */
export function resolveServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const rawPort = env['PORT']?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got '${rawPort}'`);
  }
  return {
    port,
    host: env['HOST']?.trim() || '0.0.0.0',
    commerce: resolveCommerceConfig(env),
    cms: resolveCmsConfig(env),
  };
}
