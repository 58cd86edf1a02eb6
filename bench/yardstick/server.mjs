// The yardstick's servers (ADR 0037): plain node:http, one process or WORKERS workers through
// node:cluster (as the storefront's cluster mode), answering every GET with the frozen
// listing page:
//   MODE=react   renders it with bare React renderToString on each request
//   MODE=static  answers the same HTML rendered once at start, a string encoded once
// PORT, WORKERS. Prints "ready" once every worker listens. Imports nothing of the storefront.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderListingPage } from './listing-page.mjs';

const mode = process.env.MODE;
const port = Number(process.env.PORT);
const workers = Math.max(1, Number(process.env.WORKERS ?? 1));
if (mode !== 'react' && mode !== 'static') throw new Error(`MODE must be react or static`);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('message', (_worker, message) => {
    if (message === 'listening' && ++listening === workers) console.log('ready');
  });
  cluster.on('exit', (_worker, code) => {
    if (code !== 0) process.exit(1);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const here = dirname(fileURLToPath(import.meta.url));
  const page = JSON.parse(readFileSync(join(here, 'listing-page.json'), 'utf8'));
  const encoded = Buffer.from(renderListingPage(page), 'utf8');
  const answer = mode === 'react' ? () => renderListingPage(page) : () => encoded;
  const server = createServer((request, response) => {
    if (request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    const body = answer();
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      .end(body);
  });
  server.listen(port, '127.0.0.1', () => {
    if (cluster.isWorker) process.send?.('listening');
    else console.log('ready');
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
