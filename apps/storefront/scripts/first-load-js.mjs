// First-load JS of a built page, shared by scripts/bundle-size.mjs (the CI budget check) and
// the root bench (bench/run.mjs): the client-routing entry, the page's entry and every chunk
// they import statically (what the browser fetches before hydration), compressed with
// brotli (quality 11) and gzip (level 9). Dynamic imports (lazy modals, drawers) are counted
// apart: they are not first-load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @param {string} distRoot the storefront's `dist` folder (holding assets.json and client/)
 * @returns {null | { measure: (page: string) => null | FirstLoad }} null when not built
 *
 * @typedef {{ file: string, bytes: number, gzip: number }} FileSize  bytes: brotli
 * @typedef {{ files: FileSize[], total: number, gzipTotal: number, lazyTotal: number,
 *   lazyGzipTotal: number }} FirstLoad  total: brotli bytes of the first load
 */
export function firstLoadMeter(distRoot) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(distRoot, 'assets.json'), 'utf8'));
  } catch {
    return null;
  }
  const routerKey = Object.keys(manifest).find((key) =>
    key.endsWith('runtime-client-routing/entry.js'),
  );

  function collect(keys, seen = new Set()) {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      collect(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  }

  const cache = new Map();
  const compressed = (file) => {
    if (!cache.has(file)) {
      const source = readFileSync(join(distRoot, 'client', file));
      cache.set(file, {
        bytes: brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
        gzip: gzipSync(source, { level: 9 }).length,
      });
    }
    return cache.get(file);
  };

  const sizes = (keys) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file) => file?.endsWith('.js'))
      .map((file) => ({ file, ...compressed(file) }))
      .sort((a, b) => b.bytes - a.bytes);
  const sum = (files, field) => files.reduce((total, entry) => total + entry[field], 0);

  /** @param {string} page a page folder name (`category`) or Vike page id (`/pages/category`) */
  function measure(page) {
    const pageKey = `virtual:vike:page-entry:client:${page.startsWith('/') ? page : `/pages/${page}`}`;
    if (!routerKey || !manifest[pageKey]) return null;
    const firstLoad = collect([routerKey, pageKey]);
    const lazy = new Set();
    for (const key of firstLoad)
      for (const dynamic of manifest[key]?.dynamicImports ?? [])
        for (const lazyKey of collect([dynamic])) if (!firstLoad.has(lazyKey)) lazy.add(lazyKey);
    const files = sizes(firstLoad);
    const lazyFiles = sizes(lazy);
    return {
      files,
      total: sum(files, 'bytes'),
      gzipTotal: sum(files, 'gzip'),
      lazyTotal: sum(lazyFiles, 'bytes'),
      lazyGzipTotal: sum(lazyFiles, 'gzip'),
    };
  }

  return { measure };
}
