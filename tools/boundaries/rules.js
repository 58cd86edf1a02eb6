// The dependency table of docs/architecture.md §3.1, as data. A workspace may import (and depend
// on) only what its rule allows; `allow` is an allow-list, `deny` a deny-list.

const CORE_ALLOWED_THIRD_PARTY = ['xstate', 'zod'];

/** Which core packages each core package may use: catalogue <- bag <- checkout; orders and loyalty use catalogue. */
const CORE_GRAPH = {
  '@atelier/core-catalogue': [],
  '@atelier/core-bag': ['@atelier/core-catalogue'],
  '@atelier/core-checkout': ['@atelier/core-catalogue', '@atelier/core-bag'],
  '@atelier/core-orders': ['@atelier/core-catalogue'],
  '@atelier/core-loyalty': ['@atelier/core-catalogue'],
};

const REACT = /^(react|react-dom)(\/|$)/;
const ADAPTERS = /^@atelier\/adapters-/;
const APPS = /^@atelier\/(storefront|storybook)$/;
const CORE = /^@atelier\/core-[a-z]+$/;
/**
 * Native modules (compiled on install). An adapter ships with every deployment, so it has none;
 * the SQLite driver belongs to the commerce sandbox, which is development and test only.
 */
const NATIVE_MODULES = ['better-sqlite3'];
/** What the commerce sandbox may use besides core-*, the OCC wire shapes and Node built-ins. */
const SANDBOX_ALLOWED_THIRD_PARTY = ['better-sqlite3', 'zod'];
/** The one entry of adapters-commerce the sandbox may import: the shapes both sides share. */
const SANDBOX_WIRE = '@atelier/adapters-commerce/wire';

/**
 * A rule sees the package a specifier names ('@atelier/core-bag', 'node:fs'), the specifier
 * itself and where it was found ('package.json' or 'import'), for rules that allow only a
 * subpath of a package.
 * @typedef {'package.json' | 'import'} Site
 * @typedef {{ kind: 'allow', allowed: (pkg: string, specifier: string, site: Site) => boolean, reason: string }
 *   | { kind: 'deny', denied: (pkg: string, specifier: string, site: Site) => string | null }} BoundaryRule
 */

/** @type {Record<string, BoundaryRule>} */
export const BOUNDARY_RULES = Object.fromEntries([
  ...Object.entries(CORE_GRAPH).map(([name, coreDeps]) => [
    name,
    {
      kind: 'allow',
      allowed: (spec) => CORE_ALLOWED_THIRD_PARTY.includes(spec) || coreDeps.includes(spec),
      reason: `core packages may import only ${[...CORE_ALLOWED_THIRD_PARTY, ...coreDeps].join(', ')}`,
    },
  ]),
  ...['@atelier/adapters-commerce', '@atelier/adapters-cms'].map((name) => [
    name,
    {
      kind: 'deny',
      denied: (spec) =>
        REACT.test(spec) ||
        spec === '@atelier/ui' ||
        APPS.test(spec) ||
        (ADAPTERS.test(spec) && spec !== name) ||
        spec === '@atelier/commerce-sandbox'
          ? 'adapters must not import React, ui, the apps, another adapter or the sandbox'
          : NATIVE_MODULES.includes(spec)
            ? 'adapters ship with every deployment: no native modules'
            : null,
    },
  ]),
  [
    '@atelier/commerce-sandbox',
    {
      kind: 'allow',
      // The package is a dependency for its wire shapes; its client is off limits.
      allowed: (pkg, specifier, site) =>
        CORE.test(pkg) ||
        (pkg === '@atelier/adapters-commerce' &&
          (site === 'package.json' || specifier === SANDBOX_WIRE)) ||
        pkg.startsWith('node:') ||
        SANDBOX_ALLOWED_THIRD_PARTY.includes(pkg),
      reason:
        'the commerce sandbox may import only core-*, the OCC wire shapes of adapters-commerce, better-sqlite3, zod and Node built-ins',
    },
  ],
  [
    '@atelier/ui',
    {
      kind: 'deny',
      denied: (spec) =>
        ADAPTERS.test(spec) ||
        APPS.test(spec) ||
        spec === 'ofetch' ||
        /^(xstate|@xstate\/)/.test(spec)
          ? 'ui is presentational: no adapters, apps, ofetch or machines'
          : null,
    },
  ],
  [
    '@atelier/storefront',
    {
      kind: 'deny',
      // Everything above it is the storefront's to use; which of its files may import what is
      // checked file by file (storefront.js, ADR 0031).
      denied: (spec) => (APPS.test(spec) ? 'the storefront imports no other app' : null),
    },
  ],
  [
    '@atelier/storybook',
    { kind: 'deny', denied: (spec) => (ADAPTERS.test(spec) ? 'storybook shows ui only' : null) },
  ],
]);
