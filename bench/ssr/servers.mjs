// The bench's reference servers, on node:http like the storefront (one process, or one worker
// per WORKERS through node:cluster like its cluster mode):
//   MODE=bare    renders each page with bare React renderToString (bench/dist/bare, built by
//                build-bare.mjs) from the page context captured from the storefront
//   MODE=static  answers each page with the storefront's captured HTML, a string encoded once
// PAGES_FILE: JSON { "/es-es/c/7": { "html", "pageContext" (Vike's serialized text), "labels"
// (the labels file the page names, if any), "extra"
// (what the layout reads that Vike does not pass to the client) } }; PORT, WORKERS,
// BARE_ENTRY (the built bare module). Prints "ready" once every worker listens.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mode = process.env.MODE;
const port = Number(process.env.PORT);
const workers = Math.max(1, Number(process.env.WORKERS ?? 1));

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
  const pages = JSON.parse(readFileSync(process.env.PAGES_FILE, 'utf8'));
  let answer;
  if (mode === 'static') {
    // Encoded once: the cheapest way node:http can answer with this HTML.
    const bodies = new Map(
      Object.entries(pages).map(([path, page]) => [path, Buffer.from(page.html, 'utf8')]),
    );
    answer = (path) => bodies.get(path);
  } else if (mode === 'bare') {
    const { renderDocument } = await import(pathToFileURL(process.env.BARE_ENTRY).href);
    // The page context as Vike serialized it (@brillout/json-serializer, Vike's own).
    const storefront = join(dirname(fileURLToPath(import.meta.url)), '../../apps/storefront');
    const vike = createRequire(join(storefront, 'package.json')).resolve('vike/server');
    const { parse } = createRequire(vike)('@brillout/json-serializer/parse');
    const contexts = new Map(
      Object.entries(pages).map(([path, page]) => {
        const pageContext = { ...parse(page.pageContext), ...page.extra };
        // The browser fills the layout's labels from the site's labels file before it
        // hydrates (the page context only names it); the bare render gets them the same way.
        if (pageContext.shell && !pageContext.shell.labels && page.labels)
          pageContext.shell.labels = page.labels;
        return [path, pageContext];
      }),
    );
    answer = (path) => {
      const pageContext = contexts.get(path);
      return pageContext && renderDocument(pageContext);
    };
  } else throw new Error(`MODE must be bare or static, got ${mode}`);

  const server = createServer((request, response) => {
    let body;
    try {
      body = answer(request.url ?? '/');
    } catch (error) {
      response.writeHead(500).end(String(error));
      return;
    }
    if (body === undefined) response.writeHead(404).end();
    else
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
