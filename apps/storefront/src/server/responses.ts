// How the server answers: the body in the encoding the client accepts with its content
// headers, redirects, and the error answers (JSON under /api/, a plain page for requests
// refused before there is a site to render one for).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, EncodedBody } from './compression.js';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: EncodedBody,
  headers: Record<string, string | string[]> = {},
): void {
  const { body: bytes, encoding } = body.get(chooseEncoding(req.headers['accept-encoding']));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', body.contentType);
  res.setHeader('content-length', bytes.length);
  if (!res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, new EncodedBody(Buffer.from(text), type), headers);
}

export function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  res.writeHead(status, {
    location,
    'content-length': '0',
    'cache-control': status === 301 ? 'public, max-age=3600' : 'no-store',
  });
  res.end();
}

export function sendJsonError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendText(req, res, status, JSON_TYPE, JSON.stringify({ error: message }), {
    'cache-control': 'no-store',
    ...headers,
  });
}

// A plain error page for requests refused before routing (no site, no shell to render).
export function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  title: string,
  headers: Record<string, string> = {},
): void {
  sendText(
    req,
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1 data-testid="error-page" data-status="${status}">${title}</h1></html>`,
    { 'cache-control': 'no-store', ...headers },
  );
}

/**
 * Back-end trouble behind a JSON route: 504 past the timeout (the OCC client's failure kind,
 * or a platform TimeoutError), 502 otherwise.
 */
export function gatewayStatus(error: unknown): 502 | 504 {
  const { name, kind } = (error ?? {}) as { name?: unknown; kind?: unknown };
  return kind === 'timeout' || name === 'TimeoutError' ? 504 : 502;
}
