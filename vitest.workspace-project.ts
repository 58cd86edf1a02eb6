// The one place that says how a workspace's tests run: every workspace's vitest.config.ts
// calls workspaceProject(), and the root vitest.config.ts runs them all as projects.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const repoRoot = dirname(fileURLToPath(import.meta.url));

/** `@atelier/x` -> its `src/index.ts`, so tests run against sources without a build. */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(repoRoot, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const manifestPath = join(groupDir, entry, 'package.json');
      const entryPoint = join(groupDir, entry, 'src', 'index.ts');
      if (!existsSync(manifestPath) || !existsSync(entryPoint)) continue;
      const { name } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string };
      aliases.push({ find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement: entryPoint });
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
