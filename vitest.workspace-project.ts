// The one place that says how a workspace's tests run: every workspace's vitest.config.ts
// calls workspaceProject(), and the root vitest.config.ts runs them all as projects.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const repoRoot = dirname(fileURLToPath(import.meta.url));

type ExportsMap = Record<string, string | Record<string, string>>;

/**
 * Every `@atelier/*` entry point (the root and subpaths such as `@atelier/ui/illustrations`)
 * -> the source file its `@atelier/source` export condition names, so tests run against
 * sources without a build. Workspaces without an exports map fall back to `src/index.ts`.
 */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(repoRoot, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const workspaceDir = join(groupDir, entry);
      const manifestPath = join(workspaceDir, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        name: string;
        exports?: ExportsMap;
      };
      const entries: [string, string][] = Object.entries(exports ?? {}).flatMap(
        ([subpath, target]) =>
          typeof target === 'object' && target['@atelier/source']
            ? [[subpath, target['@atelier/source']] as [string, string]]
            : [],
      );
      if (entries.length === 0 && existsSync(join(workspaceDir, 'src', 'index.ts'))) {
        entries.push(['.', './src/index.ts']);
      }
      for (const [subpath, source] of entries) {
        const specifier = subpath === '.' ? name : `${name}${subpath.slice(1)}`;
        const escaped = specifier.replace(/[/.]/g, (c) => `\\${c}`);
        aliases.push({ find: new RegExp(`^${escaped}$`), replacement: join(workspaceDir, source) });
      }
    }
  }
  return aliases;
}

export interface WorkspaceTestOptions {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  testTimeout?: number;
  include?: string[];
}

export function workspaceProject(
  configUrl: string,
  options: WorkspaceTestOptions = {},
): UserWorkspaceConfig {
  const dir = dirname(fileURLToPath(configUrl));
  return defineProject({
    root: dir,
    resolve: { alias: sourceAliases() },
    test: {
      name: basename(dir),
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: [
        join(repoRoot, 'tools/vitest/fast-check-seed.js'),
        ...(options.setupFiles ?? []).map((file) => resolve(dir, file)),
      ],
      testTimeout: options.testTimeout ?? 20_000,
      benchmark: { include: ['bench/**/*.bench.ts'] },
    },
  });
}
