// Bundles the sandbox's TypeScript sources into one ESM file Node 20 can run (it cannot
// run .ts itself). better-sqlite3 stays external (native addon); everything else is
// inlined, so the bundle needs no build of the other workspaces.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the bundle of src/cli.ts to `outfile` and returns its path. */
export async function bundleSandbox(
  outfile = resolve(packageDir, '.sandbox-data/bin/sandbox.mjs'),
) {
  await build({
    entryPoints: [resolve(packageDir, 'src/cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@atelier/source'],
    external: ['better-sqlite3'],
    // better-sqlite3 is CommonJS; a createRequire banner lets the ESM bundle load it.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}
