// `npm run lint:boundaries`: fails when any workspace breaks the dependency table of
// docs/architecture.md §3.1, or a storefront file imports across its sides or into another feature
// (ADR 0031). `node tools/boundaries/cli.js [repo root]`: the root defaults to this repository.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWorkspace } from './check-boundaries.js';
import { readWorkspaces } from './read-workspaces.js';
import { checkStorefront, isShipped, readStorefront, STOREFRONT_DIR } from './storefront.js';

const repoRoot = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
const workspaces = readWorkspaces(repoRoot);
let failures = 0;
for (const workspace of workspaces) {
  for (const v of checkWorkspace(workspace)) {
    failures += 1;
    console.error(`${workspace.name}: ${v.file} imports '${v.specifier}': ${v.message}`);
  }
}
const storefront = readStorefront(join(repoRoot, STOREFRONT_DIR));
for (const v of checkStorefront(storefront.sources, storefront.isFile)) {
  failures += 1;
  const what = v.specifier ? ` imports '${v.specifier}'` : '';
  console.error(`${STOREFRONT_DIR}/${v.file}${what}: ${v.message}`);
}
if (failures > 0) {
  console.error(`boundaries: ${failures} violation(s)`);
  process.exit(1);
}
console.log(
  `boundaries: ${workspaces.length} workspaces follow the dependency table; ${storefront.sources.filter((s) => isShipped(s.file)).length} storefront files keep to their side and feature`,
);
