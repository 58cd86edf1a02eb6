// The server's routing as a table (ADR 0032): each row names the methods and the paths it
// answers and its handler. Rows are tried in order; a handler that returns NEXT passes the
// request on (an endpoint group that does not know the path, a file that does not exist).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler returns to let the next matching row try. */
export const NEXT = Symbol('next row');
export type Answer = void | typeof NEXT;

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request target as sent: path and query. */
  url: string;
  /** Its path. */
  pathname: string;
}

export type Methods = (method: string) => boolean;
export const ANY_METHOD: Methods = () => true;
export const READS: Methods = (method) => method === 'GET' || method === 'HEAD';
export const WRITES: Methods = (method) => !READS(method);
export const POST: Methods = (method) => method === 'POST';

/** `'/health'` is that path; `'/media/'` (ending in a slash) every path under it. */
export type PathPattern = string | ((pathname: string) => boolean);
export const EVERY_PATH: PathPattern = () => true;

export interface Route<E extends Exchange = Exchange> {
  methods: Methods;
  path: PathPattern;
  handle(exchange: E): Answer | Promise<Answer>;
}

/** One row of a table: methods, path, handler. */
export function row<E extends Exchange>(
  methods: Methods,
  path: PathPattern,
  handle: Route<E>['handle'],
): Route<E> {
  return { methods, path, handle };
}

export function pathMatches(pattern: PathPattern, pathname: string): boolean {
  if (typeof pattern === 'function') return pattern(pathname);
  return pattern.endsWith('/') ? pathname.startsWith(pattern) : pathname === pattern;
}

/** Runs the rows that match in order until one answers; false when none did. */
export async function dispatch<E extends Exchange>(
  routes: readonly Route<E>[],
  exchange: E,
): Promise<boolean> {
  const method = exchange.req.method ?? 'GET';
  for (const route of routes) {
    if (!route.methods(method) || !pathMatches(route.path, exchange.pathname)) continue;
    const answer = route.handle(exchange);
    // A synchronous handler's answer is taken as it is: no microtask for the rows that pass.
    if ((answer instanceof Promise ? await answer : answer) !== NEXT) return true;
  }
  return false;
}
