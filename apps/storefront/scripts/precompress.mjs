#!/usr/bin/env node
// Writes brotli (quality 11) and gzip (level 9) copies beside each compressible file of the
// client build (`file.js.br`, `file.js.gz`), once at build time. The server sends them as they
// are (src/server/static-files.ts) instead of compressing each file at quality 5 on its first
// request: about a tenth fewer bytes of first-load JS and CSS on a slow link (issue 21,
// ADR 0018), and no compression on the request path. Pages are still compressed by the server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  brotli += br.length;
}
console.log(
  `precompress: ${count} files, ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB brotli (quality 11) and gzip (level 9) beside them`,
);
