/** Where content comes from. No base URL means the embedded content shipped in this package. */
export interface CmsConfig {
  baseUrl: string | null;
  token: string | null;
  drafts: boolean;
  timeoutMs: number;
}

export const DEFAULT_CMS_TIMEOUT_MS = 20_000;

export function resolveCmsConfig(env: Record<string, string | undefined>): CmsConfig {
  const baseUrl = env['CMS_BASE_URL']?.trim() || null;
  if (baseUrl !== null && !/^https?:\/\//.test(baseUrl)) {
    throw new Error(`CMS_BASE_URL must be an http(s) URL, got '${baseUrl}'`);
  }
  const timeout = Number(env['CMS_TIMEOUT_MS']);
  return {
    baseUrl: baseUrl?.replace(/\/+$/, '') ?? null,
    token: env['CMS_TOKEN']?.trim() || null,
    drafts: env['CMS_DRAFTS'] === 'true',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_CMS_TIMEOUT_MS,
  };
}
