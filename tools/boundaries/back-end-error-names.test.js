// The commerce back-end's error names (`InsufficientStockError`, `JaloObjectNoLongerValidError`,
// OAuth's `invalid_grant`, ...) are read by the classifier modules alone: each turns a failed
// call into its package's own error kinds, and every other core file sees only those kinds
// (ADR 0034). A new rule that needs a back-end name belongs in a classifier.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The classifier modules: the contract's classifiers and the rules beside them. */
const CLASSIFIERS = [
  'packages/core-bag/src/errors/classify-cart-error.ts',
  'packages/core-checkout/src/payment/payment-error.ts',
  'packages/core-checkout/src/payment/checkout-payment-error.ts',
  'packages/core-loyalty/src/session/session-errors.ts',
];

// A quoted PascalCase name ending in Error (the back-end's `type`), or an OAuth error code.
// The core's own Error classes name themselves with `this.name = '...Error'`.
const BACK_END_NAME = /['"`]([A-Z][A-Za-z]*Error)['"`]|\b(invalid_grant|invalid_token)\b/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file: name` for every back-end error name read in a core source file. */
function backEndNamesInCore() {
  const packages = readdirSync(join(repoRoot, 'packages')).filter((name) =>
    name.startsWith('core-'),
  );
  return packages.flatMap((name) =>
    sourceFiles(join(repoRoot, 'packages', name, 'src')).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !line.includes('this.name ='))
        .flatMap((line) => [...line.matchAll(BACK_END_NAME)])
        .map((match) => `${relative(repoRoot, path)}: ${match[1] ?? match[2]}`),
    ),
  );
}

describe('back-end error names in the core', () => {
  const found = backEndNamesInCore();

  it('appear only in the classifier modules', () => {
    const outside = found.filter((hit) => !CLASSIFIERS.some((file) => hit.startsWith(file)));
    expect(outside).toEqual([]);
  });

  it('are found where the classifiers read them (the scan sees them)', () => {
    expect(found).toContain(
      'packages/core-bag/src/errors/classify-cart-error.ts: JaloObjectNoLongerValidError',
    );
    expect(found).toContain(
      'packages/core-checkout/src/payment/payment-error.ts: InsufficientStockError',
    );
  });
});
