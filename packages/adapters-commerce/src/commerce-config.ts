import {
  COMMERCE_DIALECTS,
  DEFAULT_COMMERCE_DIALECT,
  isCommerceDialect,
  type CommerceDialect,
} from './commerce-dialect.js';

/** Where commerce calls go. No base URL means the embedded sandbox back-end. */
export interface CommerceConfig {
  baseUrl: string | null;
  timeoutMs: number;
  /** COMMERCE_DIALECT: the brand's extended OCC (default) or standard SAP Commerce (ADR 0035). */
  dialect: CommerceDialect;
}

/** docs/product/constants.md §2: the HTTP timeout is the configured value or 20,000 ms. */
export const DEFAULT_HTTP_TIMEOUT_MS = 20_000;

export function resolveCommerceConfig(env: Record<string, string | undefined>): CommerceConfig {
  const baseUrl = env['COMMERCE_BASE_URL']?.trim() || null;
  if (baseUrl !== null && !/^https?:\/\//.test(baseUrl)) {
    throw new Error(`COMMERCE_BASE_URL must be an http(s) URL, got '${baseUrl}'`);
  }
  const timeout = Number(env['COMMERCE_TIMEOUT_MS']);
  const dialect = env['COMMERCE_DIALECT']?.trim() || DEFAULT_COMMERCE_DIALECT;
  if (!isCommerceDialect(dialect)) {
    throw new Error(
      `COMMERCE_DIALECT must be one of ${COMMERCE_DIALECTS.join(', ')}, got '${dialect}'`,
    );
  }
  return {
    dialect,
    baseUrl: baseUrl?.replace(/\/+$/, '') ?? null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_HTTP_TIMEOUT_MS,
  };
}
