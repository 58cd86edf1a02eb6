import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isSiteCode, SITE_CODES } from '@atelier/core-catalogue';

// The first shell of the storefront: site selection, a health endpoint and 404 pages.
// The Vike SSR app (issue 10) takes over rendering; this keeps `npm start` honest meanwhile.

function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | ATELIER</title></head><body><main>${body}</main></body></html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

export function handleShellRequest(req: IncomingMessage, res: ServerResponse): void {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/health')
    return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
  if (pathname === '/') {
    const links = SITE_CODES.map((code) => `<li><a href="/${code}/">${code}</a></li>`).join('');
    return send(
      res,
      200,
      'text/html',
      page('Choose your country', `<h1>Choose your country</h1><ul>${links}</ul>`),
    );
  }
  const site = pathname.split('/')[1] ?? '';
  if (isSiteCode(site) && pathname === `/${site}/`) {
    return send(res, 200, 'text/html', page('Home', `<h1>Atelier</h1><p>${site}</p>`, site));
  }
  return send(
    res,
    404,
    'text/html',
    page('Page not found', '<h1 data-testid="error-page" data-status="404">Page not found</h1>'),
  );
}

export function startShellServer(port: number, host: string): Promise<Server> {
  const server = createServer(handleShellRequest);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
