import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
// Tests, stories and benchmarks are not shipped; they may reach for test tooling and Node.
const NOT_SHIPPED = /\.(test|spec|stories|bench)\.(ts|tsx|js)$/;

function walk(dir, files = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (SOURCE.test(entry) && !NOT_SHIPPED.test(entry)) files.push(path);
  }
  return files;
}

/** Every workspace of the repo with its runtime dependencies and shipped source files. */
export function readWorkspaces(repoRoot) {
  const workspaces = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(repoRoot, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const manifestPath = join(groupDir, entry, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const srcDir = join(groupDir, entry, 'src');
      const files = existsSync(srcDir) ? walk(srcDir) : [];
      workspaces.push({
        name: manifest.name,
        dependencies: Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
        sources: files.map((file) => ({
          file: relative(repoRoot, file),
          text: readFileSync(file, 'utf8'),
        })),
      });
    }
  }
  return workspaces;
}
