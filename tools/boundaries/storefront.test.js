// The storefront's file rules (ADR 0031): each rule is planted once in a throwaway app tree and
// must fail with its message; the real tree must pass; and the lint command must fail on a
// planted violation.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStorefront, placeOf, readStorefront, STOREFRONT_DIR } from './storefront.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A minimal app tree: a bag feature with both entries, a checkout feature, the shell. */
const BASE = {
  'src/features/bag/index.ts': "export { BagPanel } from './components/BagPanel.js';\n",
  'src/features/bag/server.ts': "export { loadCart } from './server/cart.js';\n",
  'src/features/bag/components/BagPanel.tsx':
    "import type { CartView } from '../cart-view.js';\nexport const BagPanel = (v: CartView) => v;\n",
  'src/features/bag/browser/bag-store.ts': 'export const openBag = () => {};\n',
  'src/features/bag/server/cart.ts':
    "import type { CartView } from '../cart-view.js';\nexport const loadCart = (): CartView => ({});\n",
  'src/features/bag/cart-view.ts': 'export interface CartView {}\n',
  'src/features/checkout/components/Summary.tsx':
    "import { BagPanel } from '../../bag/index.js';\nexport const S = BagPanel;\n",
  'src/features/checkout/server/checkout.ts':
    "import { loadCart } from '../../bag/server.js';\nexport const c = loadCart;\n",
  'src/shell/components/Header.tsx':
    "import { BagPanel } from '../../features/bag/index.js';\nexport const H = BagPanel;\n",
  'src/shell/view-types.ts': 'export interface ShellView {}\n',
  'src/server/app.ts':
    "import { loadCart } from '../features/bag/server.js';\nexport const a = loadCart;\n",
  'pages/cart/+Page.tsx':
    "export { BagPanel as default } from '../../src/features/bag/components/BagPanel.js';\n",
  'pages/cart/+data.ts':
    "export { loadCart as data } from '../../src/features/bag/server/cart.js';\n",
};

function appWith(extra) {
  const appDir = mkdtempSync(join(tmpdir(), 'storefront-rules-'));
  temps.push(appDir);
  for (const [path, text] of Object.entries({ ...BASE, ...extra })) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), text);
  }
  return appDir;
}

function violationsOf(extra) {
  const { sources, isFile } = readStorefront(appWith(extra));
  return checkStorefront(sources, isFile);
}

describe('storefront boundaries (ADR 0031)', () => {
  it('accepts the layout: entries between features, own internals, pages of their feature', () => {
    expect(violationsOf({})).toEqual([]);
  });

  it('rejects browser code importing server code, even for a type', () => {
    const violations = violationsOf({
      'src/features/bag/components/Lines.tsx':
        "import type { loadCart } from '../server/cart.js';\nexport type L = typeof loadCart;\n",
      'pages/cart/+Page.tsx':
        "import type { Data } from './+data.js';\nexport default (d: Data) => d;\n",
    });
    expect(violations).toEqual([
      expect.objectContaining({
        file: 'pages/cart/+Page.tsx',
        message: expect.stringContaining('browser code must not import server code'),
      }),
      expect.objectContaining({
        file: 'src/features/bag/components/Lines.tsx',
        specifier: '../server/cart.js',
        message: expect.stringContaining('browser code must not import server code'),
      }),
    ]);
  });

  it('rejects Node built-ins and server-only packages in browser code, not in server code', () => {
    const violations = violationsOf({
      'src/features/bag/browser/cookies.ts':
        "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
      'src/shell/components/Cache.tsx':
        "import { Redis } from 'ioredis';\nexport const R = Redis;\n",
      'src/server/hash.ts':
        "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
    });
    expect(violations.map((v) => [v.file, v.specifier])).toEqual([
      ['src/features/bag/browser/cookies.ts', 'node:crypto'],
      ['src/shell/components/Cache.tsx', 'ioredis'],
    ]);
    expect(violations[0]?.message).toContain('must not import Node built-ins');
  });

  it('rejects server code importing browser code, and a plain module importing either side', () => {
    const violations = violationsOf({
      'src/features/bag/server/open.ts':
        "import { openBag } from '../browser/bag-store.js';\nexport const o = openBag;\n",
      'src/features/bag/cart-lines.ts':
        "import { openBag } from './browser/bag-store.js';\nexport const o = openBag;\n",
    });
    expect(violations.map((v) => [v.file, v.message.split(':')[0]])).toEqual([
      [
        'src/features/bag/cart-lines.ts',
        'a plain module is shared by both sides and imports only plain modules, not browser code',
      ],
      ['src/features/bag/server/open.ts', 'server code must not import browser code'],
    ]);
  });

  it('rejects browser state importing components', () => {
    const violations = violationsOf({
      'src/features/bag/browser/drawer.ts':
        "import { BagPanel } from '../components/BagPanel.js';\nexport const d = BagPanel;\n",
    });
    expect(violations).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('browser state must not import components'),
      }),
    ]);
  });

  it("rejects a feature, the shell, the server or a page reaching into another feature's internals", () => {
    const violations = violationsOf({
      'src/features/checkout/components/Open.tsx':
        "import { openBag } from '../../bag/browser/bag-store.js';\nexport const o = openBag;\n",
      'src/shell/components/Footer.tsx':
        "import type { CartView } from '../../features/bag/cart-view.js';\nexport type F = CartView;\n",
      'src/server/api.ts':
        "import { loadCart } from '../features/bag/server/cart.js';\nexport const a = loadCart;\n",
      'pages/checkout/+Page.tsx':
        "export { BagPanel as default } from '../../src/features/bag/components/BagPanel.js';\n",
    });
    expect(violations.map((v) => v.file)).toEqual([
      'pages/checkout/+Page.tsx',
      'src/features/checkout/components/Open.tsx',
      'src/server/api.ts',
      'src/shell/components/Footer.tsx',
    ]);
    for (const v of violations) {
      expect(v.message).toMatch(
        /is internal to feature 'bag': import it through src\/features\/bag\/index\.ts/,
      );
    }
  });

  it('rejects a dynamic import into another feature as much as a static one', () => {
    const violations = violationsOf({
      'src/features/checkout/components/Lazy.tsx':
        "export const L = () => import('../../bag/components/BagPanel.js');\n",
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]?.message).toContain("internal to feature 'bag'");
  });

  it('rejects files outside the layout and pages of no feature', () => {
    const violations = violationsOf({
      'src/lib/helper.ts': 'export const x = 1;\n',
      'pages/newpage/+Page.tsx': 'export default () => null;\n',
    });
    expect(violations.map((v) => v.message)).toEqual([
      expect.stringContaining('pages/newpage/ belongs to no feature'),
      expect.stringContaining('src/lib/ is no place of the storefront'),
    ]);
  });

  it('lets tests reach anywhere', () => {
    expect(
      violationsOf({
        'src/features/bag/components/BagPanel.test.tsx':
          "import { loadCart } from '../server/cart.js';\nimport '../../checkout/server/checkout.js';\n",
      }),
    ).toEqual([]);
  });

  it('places files by folder', () => {
    expect(placeOf('src/features/bag/components/BagPanel.tsx')).toMatchObject({
      side: 'browser',
      owner: 'bag',
    });
    expect(placeOf('src/features/bag/browser/bag-store.ts')).toMatchObject({
      side: 'browser',
      layer: 'browser',
    });
    expect(placeOf('src/features/bag/cart-view.ts')).toMatchObject({ side: 'shared' });
    expect(placeOf('src/features/bag/server.ts')).toMatchObject({
      side: 'server',
      entry: 'server',
    });
    expect(placeOf('src/shell/server/hook.ts')).toMatchObject({ side: 'server', owner: 'shell' });
    expect(placeOf('src/main.ts')).toMatchObject({ side: 'server', owner: 'server' });
    expect(placeOf('pages/product/+data.ts')).toMatchObject({ side: 'server', owner: 'product' });
    expect(placeOf('pages/product/+route.ts')).toMatchObject({ side: 'browser', owner: 'product' });
    expect(placeOf('pages/+Layout.tsx')).toMatchObject({ side: 'browser', owner: 'shell' });
  });

  it('holds for the storefront of this repository', () => {
    const { sources, isFile } = readStorefront(join(repoRoot, STOREFRONT_DIR));
    expect(sources.length).toBeGreaterThan(400);
    expect(checkStorefront(sources, isFile)).toEqual([]);
  });

  it('makes the lint command fail on a planted violation and pass without it', () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-lint-'));
    temps.push(root);
    const app = join(root, STOREFRONT_DIR);
    const write = (path, text) => {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), text);
    };
    write('package.json', JSON.stringify({ name: '@atelier/storefront', dependencies: {} }));
    for (const [path, text] of Object.entries(BASE)) write(path, text);
    const lint = () =>
      spawnSync(process.execPath, [join(repoRoot, 'tools/boundaries/cli.js'), root], {
        encoding: 'utf8',
      });
    expect(lint().status).toBe(0);

    write(
      'src/features/bag/components/Lines.tsx',
      "import { loadCart } from '../server/cart.js';\nexport const l = loadCart;\n",
    );
    const failed = lint();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      "apps/storefront/src/features/bag/components/Lines.tsx imports '../server/cart.js': browser code must not import server code",
    );
  });
});
