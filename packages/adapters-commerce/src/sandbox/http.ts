import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { OccError, validation } from './errors.js';

const MAX_BODY_BYTES = 1_000_000;

/** Reads and parses a request body: JSON, form-encoded, or nothing. Bad bodies are a 400. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw validation('Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validation('Malformed JSON body');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 && body === undefined ? 200 : status, {
      'content-length': '0',
    });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}

export function sendError(res: ServerResponse, error: OccError): void {
  sendJson(res, error.status, { ...error.extra, errors: error.entries });
}

/** Validates input with zod; a failure becomes the OCC 400 envelope naming the first bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, where = 'body'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const entries = result.error.issues.slice(0, 5).map((issue) => {
    const subject = issue.path.length > 0 ? issue.path.join('.') : where;
    return {
      type: 'ValidationError',
      message: `${subject}: ${issue.message}`,
      reason: issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : 'invalid',
      subject,
      subjectType: where === 'query' ? 'parameter' : 'body',
    };
  });
  throw new OccError(400, entries);
}

/** Query string as a plain object (last value wins). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

export type Params = Record<string, string>;

export interface Route<C> {
  method: string;
  /** The path pattern as written, e.g. `/users/{userId}/carts` (the fuzz test walks these). */
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: (ctx: C, params: Params) => unknown;
}

/** `/users/{userId}/carts/{cartId}` -> a regex with named segments. */
export function compile<C>(
  method: string,
  pattern: string,
  handler: (ctx: C, params: Params) => unknown,
): Route<C> {
  const keys: string[] = [];
  const source = pattern
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
  return { method, pattern, regex: new RegExp(`^${source}/?$`), keys, handler };
}

export function match<C>(
  routes: readonly Route<C>[],
  method: string,
  path: string,
): { route: Route<C>; params: Params } | { allowed: string[] } | null {
  const allowed: string[] = [];
  for (const route of routes) {
    const m = route.regex.exec(path);
    if (!m) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Params = {};
    route.keys.forEach((key, i) => {
      const raw = m[i + 1] ?? '';
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        params[key] = raw;
      }
    });
    return { route, params };
  }
  return allowed.length > 0 ? { allowed } : null;
}
