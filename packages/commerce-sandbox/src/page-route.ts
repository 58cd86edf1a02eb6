import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AcceptedBody } from './http.js';

/** What a route outside the OCC API gets: the exchange, with its query and body parsed. */
export interface PageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Path parameters as they were sent (not decoded: every one is constrained to plain characters). */
  params: Record<string, string>;
}

/**
 * A route outside the OCC API: the token endpoint, the pages a browser opens (3DS2 challenge,
 * provider, return portal, barcodes) and the admin endpoints. Its path matches exactly (no
 * trailing slash); `{name}` is one segment, or what `params` constrains it to. Method '*'
 * takes every method. `handle` answers through `res`; `false` means the path is not served
 * after all and the request ends as an unknown path (404).
 */
export interface PageRoute {
  method: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  /** Which bodies the route takes (http.ts): JSON unless it says otherwise. */
  body: AcceptedBody;
  handle(request: PageRequest): boolean | void | Promise<boolean | void>;
}

export interface PageRouteOptions {
  /** A regular-expression source per parameter, e.g. `{ orderCode: '\\d{1,12}' }`. */
  params?: Record<string, string>;
  body?: AcceptedBody;
}

export function pageRoute(
  method: string,
  pattern: string,
  handle: PageRoute['handle'],
  options: PageRouteOptions = {},
): PageRoute {
  const keys: string[] = [];
  const source = pattern
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_m, key: string) => {
      keys.push(key);
      return `(${options.params?.[key] ?? '[^/]+'})`;
    });
  return {
    method,
    pattern,
    regex: new RegExp(`^${source}$`),
    keys,
    body: options.body ?? 'json',
    handle,
  };
}

/** The first route of the table for this method and path, in table order. */
export function matchPage(
  routes: readonly PageRoute[],
  method: string,
  path: string,
): { route: PageRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== '*' && route.method !== method) continue;
    const found = route.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, i) => {
      params[key] = found[i + 1] ?? '';
    });
    return { route, params };
  }
  return null;
}
