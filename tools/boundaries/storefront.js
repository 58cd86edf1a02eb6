// The storefront's own boundaries (docs/adr/0031-storefront-by-feature.md): where a file of
// apps/storefront lives says which side it runs on and whose it is, and its imports must agree.
// The package table (rules.js) cannot see this: it is about files of one workspace.
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

export const STOREFRONT_DIR = 'apps/storefront';

/**
 * The feature each Vike page directory belongs to. Vike wants its pages in `pages/`, so a
 * page's route, data and Page files live there; they count as files of their feature. `null`
 * is the shell (the error, offline and language-selection pages, and the root `+` files).
 */
export const PAGE_FEATURES = {
  '': null,
  _error: null,
  index: null,
  offline: null,
  cart: 'bag',
  category: 'catalogue',
  'embed-search': 'catalogue',
  product: 'product',
  'shop-the-look': 'look',
  checkout: 'checkout',
  'checkout-external': 'cross-border',
  register: 'account',
  password: 'account',
  'my-account': 'my-account',
  wishlist: 'wishlist',
  'shared-wishlist': 'wishlist',
  home: 'home',
  landing: 'home',
  content: 'content',
  stores: 'stores',
  'tracking-order': 'tracking',
  workshop: 'workshop',
};

/** Vike hooks that run on the server only (Vike's defaults); every other `+` file may run in the browser. */
const SERVER_PAGE_FILES = new Set(['+data.ts', '+onBeforeRender.ts', '+headersResponse.ts']);

/** Packages browser code must never import: Node's, and the server's own. */
const SERVER_ONLY_PACKAGES = [
  /^node:/,
  new RegExp(`^(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$)`),
  /^ioredis(\/|$)/,
  /^better-sqlite3(\/|$)/,
  /^@atelier\/adapters-commerce\/sandbox/,
  /^@atelier\/commerce-sandbox/,
  /^vike\/server$/,
  /^altcha-lib\/algorithms\/pbkdf2$/, // Node's crypto; the browser solver uses algorithms/web/
];

// Tests, stories and test harnesses are not shipped: they may reach anywhere.
const NOT_SHIPPED = /(\.(test|spec|stories|bench)\.(ts|tsx|js|mjs)|-test-harness\.tsx?|\.d\.ts)$/;

/** Whether a file ships (and so is checked): not a test, story, harness or declaration. */
export const isShipped = (file) => !NOT_SHIPPED.test(file);
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/**
 * Where a file of the app sits: the side it runs on, its layer and its owner.
 * @param {string} path app-relative, with forward slashes
 * @returns {{ side: 'browser' | 'server' | 'shared', layer: 'components' | 'browser' | 'server' | 'shared' | 'page', owner: string, entry: 'index' | 'server' | null } | null}
 */
export function placeOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'pages') {
    const dir = parts.length > 2 ? parts[1] : '';
    const feature = PAGE_FEATURES[dir];
    const owner = feature === undefined ? `page:${dir}` : feature === null ? 'shell' : feature;
    const side = SERVER_PAGE_FILES.has(parts.at(-1)) ? 'server' : 'browser';
    return { side, layer: 'page', owner, entry: null };
  }
  if (parts[0] !== 'src') return null;
  // The process entry points (main, boot, sandbox-main, index) and ops tools run on the server.
  if (parts.length === 2 || parts[1] === 'ops' || parts[1] === 'server') {
    return { side: 'server', layer: 'server', owner: 'server', entry: null };
  }
  let owner;
  let rest;
  if (parts[1] === 'shell') {
    owner = 'shell';
    rest = parts.slice(2);
  } else if (parts[1] === 'features' && parts.length > 3) {
    owner = parts[2];
    rest = parts.slice(3);
  } else {
    // Not a place of the layout (an old src/components, a new src/lib): reported on its own.
    return { side: 'shared', layer: 'shared', owner: `unknown:${parts[1]}`, entry: null };
  }
  if (rest.length === 1 && rest[0] === 'index.ts') {
    return { side: 'browser', layer: 'components', owner, entry: 'index' };
  }
  if (rest.length === 1 && rest[0] === 'server.ts') {
    return { side: 'server', layer: 'server', owner, entry: 'server' };
  }
  const folder = rest.length > 1 ? rest[0] : null;
  if (folder === 'server') return { side: 'server', layer: 'server', owner, entry: null };
  if (folder === 'components') return { side: 'browser', layer: 'components', owner, entry: null };
  if (folder === 'browser') return { side: 'browser', layer: 'browser', owner, entry: null };
  return { side: 'shared', layer: 'shared', owner, entry: null };
}

/** Every module specifier a source text imports (static, type-only, re-exports, import()). */
export function specifiersOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The app file a relative specifier names (TypeScript's `.js` for `.ts`/`.tsx`), or null. */
export function resolveSpecifier(fromPath, specifier, isFile) {
  const base = posix.normalize(posix.join(posix.dirname(fromPath), specifier.split('?')[0]));
  const candidates = [base];
  if (base.endsWith('.js'))
    candidates.push(base.replace(/\.js$/, '.ts'), `${base.slice(0, -3)}.tsx`);
  candidates.push(`${base}.ts`, `${base}.tsx`, `${base}/index.ts`);
  return candidates.find(isFile) ?? null;
}

const ENTRY_HINT = (feature) =>
  `import it through src/features/${feature}/index.ts (browser side) or server.ts (server side)`;

/**
 * The verdict on one import of the app, or null when it is allowed.
 * @param {string} from app-relative importer
 * @param {string} to app-relative imported file
 */
export function importVerdict(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b) return null;
  if (a.side === 'browser' && b.side === 'server') {
    return 'browser code must not import server code: move what both sides need into a plain module';
  }
  if (a.side === 'server' && b.side === 'browser') {
    return 'server code must not import browser code: move what both sides need into a plain module';
  }
  if (a.side === 'shared' && b.side !== 'shared') {
    return `a plain module is shared by both sides and imports only plain modules, not ${b.side} code`;
  }
  if (a.layer === 'browser' && b.layer === 'components' && b.entry === null) {
    return 'browser state must not import components: move the types into a plain module';
  }
  const features = (place) =>
    place.owner !== 'shell' && place.owner !== 'server' && !place.owner.includes(':');
  if (features(b) && a.owner !== b.owner && b.entry === null) {
    return `${to} is internal to feature '${b.owner}': ${ENTRY_HINT(b.owner)}`;
  }
  return null;
}

/** Why a file's place is no place of the layout, or null. */
function placementProblem(place) {
  if (place.owner.startsWith('unknown:')) {
    return `src/${place.owner.slice(8)}/ is no place of the storefront's layout: use src/features/<feature>/, src/shell/, src/server/ or src/ops/`;
  }
  if (place.owner.startsWith('page:')) {
    return `pages/${place.owner.slice(5)}/ belongs to no feature: add it to PAGE_FEATURES in tools/boundaries/storefront.js`;
  }
  return null;
}

/**
 * Checks every shipped file of the storefront.
 * @param {{ file: string, text: string }[]} sources app-relative paths
 * @param {(path: string) => boolean} isFile whether an app-relative path is a file
 * @returns {{ file: string, specifier: string, message: string }[]}
 */
export function checkStorefront(sources, isFile) {
  const violations = [];
  for (const { file, text } of sources) {
    if (!isShipped(file)) continue;
    const place = placeOf(file);
    if (!place) continue;
    const misplaced = placementProblem(place);
    if (misplaced) violations.push({ file, specifier: '', message: misplaced });
    for (const specifier of specifiersOf(text)) {
      if (!specifier.startsWith('.')) {
        if (place.side !== 'server' && SERVER_ONLY_PACKAGES.some((p) => p.test(specifier))) {
          violations.push({
            file,
            specifier,
            message: `${place.side} code must not import Node built-ins or server-only packages`,
          });
        }
        continue;
      }
      const target = resolveSpecifier(file, specifier, isFile);
      if (!target) continue; // TypeScript and the build report what does not resolve
      const message = importVerdict(file, target);
      if (message) violations.push({ file, specifier, message });
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file));
}

function walk(root, dir, files) {
  const full = join(root, dir);
  if (!existsSync(full)) return files;
  for (const entry of readdirSync(full)) {
    const path = dir ? `${dir}/${entry}` : entry;
    if (statSync(join(root, path)).isDirectory()) walk(root, path, files);
    else if (SOURCE.test(entry)) files.push(path);
  }
  return files;
}

/**
 * The storefront's source files (src/ and pages/) under an app directory, and a file test for
 * its paths.
 * @param {string} appDir
 */
export function readStorefront(appDir) {
  const files = [...walk(appDir, 'src', []), ...walk(appDir, 'pages', [])];
  return {
    sources: files.map((file) => ({ file, text: readFileSync(join(appDir, file), 'utf8') })),
    isFile: (path) => existsSync(join(appDir, path)) && statSync(join(appDir, path)).isFile(),
  };
}
