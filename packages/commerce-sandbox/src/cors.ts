import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Every answer may be read from any origin (the sandbox stands in for a back-end that the
 * browser reaches through the storefront's proxy, and tests call it directly). A preflight
 * (OPTIONS) is answered here: true means the exchange is over.
 */
export function answerCors(req: IncomingMessage, res: ServerResponse, method: string): boolean {
  res.setHeader('access-control-allow-origin', '*');
  if (method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'),
  });
  res.end();
  return true;
}
