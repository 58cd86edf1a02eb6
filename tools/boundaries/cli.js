// `npm run lint:boundaries`: fails when any workspace breaks the dependency table of ARCHITECTURE.md.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWorkspace } from './check-boundaries.js';
import { readWorkspaces } from './read-workspaces.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const workspaces = readWorkspaces(repoRoot);
let failures = 0;
for (const workspace of workspaces) {
  for (const v of checkWorkspace(workspace)) {
    failures += 1;
    console.error(`${workspace.name}: ${v.file} imports '${v.specifier}': ${v.message}`);
  }
}
if (failures > 0) {
  console.error(`boundaries: ${failures} violation(s)`);
  process.exit(1);
}
console.log(`boundaries: ${workspaces.length} workspaces follow the dependency table`);
