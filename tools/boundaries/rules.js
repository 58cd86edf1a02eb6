// The dependency table of ARCHITECTURE.md, as data. A workspace may import (and depend on)
// only what its rule allows; `allow` is an allow-list, `deny` a deny-list.

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

/**
 * @typedef {{ kind: 'allow', allowed: (specifier: string) => boolean, reason: string }
 *   | { kind: 'deny', denied: (specifier: string) => string | null }} BoundaryRule
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
        (ADAPTERS.test(spec) && spec !== name)
          ? 'adapters must not import React, ui, the apps or another adapter'
          : null,
    },
  ]),
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
