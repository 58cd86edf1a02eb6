import type { SiteCode } from '@atelier/core-catalogue';
import { DEFAULT_COMMERCE_DIALECT, type CommerceDialect } from '../commerce-dialect.js';
import { DEFAULT_HTTP_TIMEOUT_MS } from '../commerce-config.js';

/** The cross-border (Global-e) parameters sent as headers when the visit has them. */
export interface CrossBorderHeaders {
  country: string;
  currency: string;
  culture: string;
}

/** One item of a list answer that could not be read: dropped from the list, reported here. */
export interface OccListProblem {
  /** The list it was in (`orders`, `products`, `addresses`, `entries` ...). */
  list: string;
  index: number;
  /** Its code, id or guid, when it has one. */
  id: string | null;
  reasons: string[];
  /** The call that answered it. */
  method?: string;
  path?: string;
}

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface OccClientOptions {
  /** The back-end origin (plus any prefix), without the OCC path: `http://127.0.0.1:4010`. */
  baseUrl: string;
  siteCode: SiteCode;
  /** docs/product/commerce-api.md §1.3: APP or WEB. */
  channel?: 'WEB' | 'APP';
  /** The device type, sent upper case (docs/product/commerce-api.md §1.3). */
  appType?: string;
  /** The brand in back-end names (`X-{brand}-CHANNEL`, `my{Brand}TermsAccepted`). */
  brandKey?: string;
  /** The value of the Rest-API-id header. */
  restApiId?: string;
  /** Where the OCC API lives under baseUrl. */
  apiPath?: string;
  /** The OAuth token endpoint under baseUrl. */
  authPath?: string;
  /** The shopper's bearer token; null or undefined means no user (paths use 'anonymous'). */
  getToken: TokenSource;
  /**
   * Whether a shopper is signed in, when the token is not the client's to hold (a browser
   * behind the storefront proxy, whose token lives in an httpOnly cookie the proxy adds):
   * it picks `current` or `anonymous` in user paths. Without it, a token from getToken does.
   */
  isSignedIn?: () => boolean;
  /** For the client_credentials and password grants. */
  clientCredentials?: { clientId: string; clientSecret: string };
  /** The cross-border session, when the site is provider-managed. */
  getCrossBorder?: () => CrossBorderHeaders | null | undefined;
  /** docs/product/catalogue.md §1.4: customer group of product calls, default 'not logged'. */
  customerGroupId?: string;
  timeoutMs?: number;
  /** Default `extended` (the brand's back-end). */
  dialect?: CommerceDialect;
  /**
   * Told of every list item dropped because it could not be read (the rest of the list is
   * answered). Default: one console.warn line each.
   */
  onListProblem?: (problem: OccListProblem) => void;
  fetch?: typeof globalThis.fetch;
  /** The clock of the token throttle; tests pass their own. */
  now?: () => number;
}

export const DEFAULT_BRAND_KEY = 'ATELIER';
export const DEFAULT_REST_API_ID = 'atelier-storefront';
export const DEFAULT_API_PATH = '/occ/v2';
export const DEFAULT_AUTH_PATH = '/authorizationserver/oauth/token';
export const DEFAULT_CUSTOMER_GROUP_ID = 'not logged';

export type ResolvedOccOptions = Required<
  Omit<
    OccClientOptions,
    'appType' | 'clientCredentials' | 'getCrossBorder' | 'fetch' | 'isSignedIn'
  >
> &
  Pick<
    OccClientOptions,
    'appType' | 'clientCredentials' | 'getCrossBorder' | 'fetch' | 'isSignedIn'
  >;

function warnListProblem(problem: OccListProblem): void {
  console.warn(`[occ] list item dropped: ${JSON.stringify(problem)}`);
}

const trimSlashes = (value: string): string => value.replace(/\/+$/, '');

export function resolveOccOptions(options: OccClientOptions): ResolvedOccOptions {
  if (!/^https?:\/\//.test(options.baseUrl)) {
    throw new Error(`baseUrl must be an http(s) URL, got '${options.baseUrl}'`);
  }
  return {
    ...options,
    baseUrl: trimSlashes(options.baseUrl),
    channel: options.channel ?? 'WEB',
    brandKey: options.brandKey ?? DEFAULT_BRAND_KEY,
    restApiId: options.restApiId ?? DEFAULT_REST_API_ID,
    apiPath: trimSlashes(options.apiPath ?? DEFAULT_API_PATH),
    authPath: options.authPath ?? DEFAULT_AUTH_PATH,
    customerGroupId: options.customerGroupId ?? DEFAULT_CUSTOMER_GROUP_ID,
    timeoutMs:
      options.timeoutMs !== undefined && options.timeoutMs > 0
        ? options.timeoutMs
        : DEFAULT_HTTP_TIMEOUT_MS,
    now: options.now ?? Date.now,
    dialect: options.dialect ?? DEFAULT_COMMERCE_DIALECT,
    onListProblem: options.onListProblem ?? warnListProblem,
  };
}
