// First-load JS of a page (DESIGN.md budget: 120 kB brotli on catalogue pages): the scripts
// and module preloads the server-rendered HTML names, each brotli-compressed at quality 11
// from the build's client assets. Usage: node bench/first-load-js.mjs http://127.0.0.1:3223/es-es/c/11
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');
const url = process.argv[2] ?? 'http://127.0.0.1:3223/es-es/c/11';
const html = await (await fetch(url)).text();
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const files = new Set();
for (const tag of tags) {
  const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag);
  const isPreload = /rel="modulepreload"/.test(tag);
  if (!isScript && !isPreload) continue;
  const path = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (path?.startsWith('/') && path.endsWith('.js')) files.add(path);
}
let total = 0;
for (const path of files) {
  const bytes = readFileSync(join(clientDir, path));
  const size = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${path}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  first-load JS (${files.size} files, brotli) of ${url}`,
);
