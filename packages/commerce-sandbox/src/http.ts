import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OccErrorEnvelope } from '@atelier/adapters-commerce/wire';
import type { z } from 'zod';
import { OccError, validation } from './errors.js';

const MAX_BODY_BYTES = 1_000_000;

/**
 * Form bodies are taken only where browsers and OAuth clients send them: the token
 * endpoint and the sandbox's own approve / deny pages (their routes say so). Everywhere else a
 * body is JSON: a cross-site page can post a form (or text/plain) without a CORS
 * preflight, never application/json, so refusing the rest closes that door.
 */
export type AcceptedBody = 'json' | 'json-or-form' | 'json-or-multipart';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

const unsupportedMediaType = (accepted: AcceptedBody): OccError =>
  OccError.of(415, {
    type: 'UnsupportedMediaTypeError',
    message:
      accepted === 'json'
        ? 'Send the body as JSON (Content-Type: application/json); form bodies are taken only by the token endpoint'
        : `Send the body as JSON or as ${accepted === 'json-or-form' ? FORM_TYPE : MULTIPART_TYPE}`,
    reason: 'unsupportedMediaType',
    subject: 'Content-Type',
    subjectType: 'header',
  });

/** Reads and parses a request body: JSON, a form where accepted, or nothing. Bad bodies are a 4xx. */
export async function readBody(
  req: IncomingMessage,
  accepted: AcceptedBody = 'json',
): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw validation('Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type === MULTIPART_TYPE) {
    if (accepted !== 'json-or-multipart') throw unsupportedMediaType(accepted);
    return multipartFields(String(req.headers['content-type']), Buffer.concat(chunks));
  }
  if (type === FORM_TYPE) {
    if (accepted !== 'json-or-form') throw unsupportedMediaType(accepted);
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (!type || !JSON_TYPE.test(type)) throw unsupportedMediaType(accepted);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validation('Malformed JSON body');
  }
}

/**
 * A multipart body's text fields, parsed by the platform (undici's Request.formData), never by
 * hand. A file part or a broken body is a 400: the case system takes text only.
 */
async function multipartFields(
  contentType: string,
  bytes: Buffer,
): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Request('http://sandbox.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
    }).formData();
  } catch {
    throw validation('Malformed multipart body');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') throw validation('Files are not accepted', name);
    fields[name] = value;
  }
  return fields;
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

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}

export function sendError(res: ServerResponse, error: OccError): void {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  const envelope: OccErrorEnvelope = { ...error.extra, errors: error.entries };
  sendJson(res, error.status, envelope);
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
  /**
   * Slow work done before the handler's transaction, off the event loop (password hashing):
   * its result is the handler's third argument. It may read the database, never write.
   */
  prepare?: (ctx: C, params: Params) => Promise<unknown>;
  handler: (ctx: C, params: Params, prepared?: unknown) => unknown;
  /** Which bodies the route takes besides JSON (see AcceptedBody); JSON only when absent. */
  body?: AcceptedBody;
}

/** `/users/{userId}/carts/{cartId}` -> a regex with named segments. */
export function compile<C>(
  method: string,
  pattern: string,
  handler: (ctx: C, params: Params) => unknown,
  options: { body?: AcceptedBody } = {},
): Route<C> {
  const keys: string[] = [];
  const source = pattern
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
  return {
    method,
    pattern,
    regex: new RegExp(`^${source}/?$`),
    keys,
    handler,
    ...(options.body ? { body: options.body } : {}),
  };
}

/**
 * A route whose handler needs asynchronous work first (hashing, verifying a password):
 * `prepare` runs outside the request's transaction, `handler` inside it with the result.
 */
export function compileWithPrepare<C, P>(
  method: string,
  pattern: string,
  prepare: (ctx: C, params: Params) => Promise<P>,
  handler: (ctx: C, params: Params, prepared: P) => unknown,
): Route<C> {
  return {
    ...compile<C>(method, pattern, () => undefined),
    prepare,
    handler: (ctx, params, prepared) => handler(ctx, params, prepared as P),
  };
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
