import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { EncodedBody } from './compression.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  body: EncodedBody;
  cacheControl: string;
}

/** A file's copy compressed at build time (scripts/precompress.mjs), if there is one. */
async function precompressed(full: string, suffix: '.br' | '.gz'): Promise<Buffer | undefined> {
  try {
    return await readFile(full + suffix);
  } catch {
    return undefined;
  }
}

/**
 * Files of the client build. Vite puts content-hashed files under /assets/, so those are
 * cached for a year as immutable; anything else (favicon, robots) for an hour. Files are
 * read once and kept with their compressed variants (the build is small): the brotli and
 * gzip copies the build wrote beside them when there are, else compressed on first use.
 * The copies themselves are not served under their own names.
 */
export function createStaticFiles(root: string) {
  const memo = new Map<string, StaticFile | null>();
  return async function staticFile(pathname: string): Promise<StaticFile | null> {
    if (memo.has(pathname)) return memo.get(pathname) ?? null;
    let file: StaticFile | null = null;
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const full = join(root, relative);
    const isCopy = relative.endsWith('.br') || relative.endsWith('.gz');
    if (!isCopy && full.startsWith(root + sep) && !relative.split(/[/\\]/).includes('..')) {
      try {
        if ((await stat(full)).isFile()) {
          const type = TYPES[extname(full)] ?? 'application/octet-stream';
          file = {
            body: new EncodedBody(await readFile(full), type, {
              br: await precompressed(full, '.br'),
              gzip: await precompressed(full, '.gz'),
            }),
            cacheControl: pathname.startsWith('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          };
        }
      } catch {
        file = null;
      }
    }
    if (memo.size < 5000) memo.set(pathname, file);
    return file;
  };
}
