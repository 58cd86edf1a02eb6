import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, importsOf, packageOf } from './check-boundaries.js';
import { readWorkspaces } from './read-workspaces.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function workspace(name, text, dependencies = []) {
  return { name, dependencies, sources: [{ file: 'src/x.ts', text }] };
}

describe('dependency boundaries', () => {
  it('rejects a core package importing react', () => {
    const violations = checkWorkspace(
      workspace('@atelier/core-bag', "import { useState } from 'react';"),
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ specifier: 'react', file: 'src/x.ts' });
  });

  it('rejects a forbidden package.json dependency even when nothing imports it', () => {
    const violations = checkWorkspace(workspace('@atelier/core-catalogue', '', ['ofetch']));
    expect(violations.map((v) => v.specifier)).toEqual(['ofetch']);
  });

  it('rejects Node built-ins, adapters and upward core imports in core', () => {
    const text = [
      "import { readFile } from 'node:fs';",
      "import path from 'path';",
      "export { x } from '@atelier/adapters-cms';",
      "const m = await import('@atelier/core-checkout');",
    ].join('\n');
    const specifiers = checkWorkspace(workspace('@atelier/core-bag', text)).map((v) => v.specifier);
    expect(specifiers).toEqual([
      'node:fs',
      'path',
      '@atelier/adapters-cms',
      '@atelier/core-checkout',
    ]);
  });

  it('allows what the table allows', () => {
    const text =
      "import { setup } from 'xstate';\nimport { z } from 'zod';\nimport type { SiteCode } from '@atelier/core-catalogue';\nimport { a } from './a.js';";
    expect(checkWorkspace(workspace('@atelier/core-bag', text))).toEqual([]);
    expect(
      checkWorkspace(workspace('@atelier/adapters-commerce', "import http from 'node:http';")),
    ).toEqual([]);
  });

  it('keeps ui presentational and adapters UI-free', () => {
    expect(
      checkWorkspace(workspace('@atelier/ui', "import { ofetch } from 'ofetch';")),
    ).toHaveLength(1);
    expect(
      checkWorkspace(workspace('@atelier/ui', "import { createActor } from 'xstate';")),
    ).toHaveLength(1);
    expect(
      checkWorkspace(
        workspace('@atelier/adapters-cms', "import { jsx } from 'react/jsx-runtime';"),
      ),
    ).toHaveLength(1);
  });

  it('keeps the storefront from importing another app', () => {
    expect(
      checkWorkspace(workspace('@atelier/storefront', "import x from '@atelier/storybook';")),
    ).toEqual([expect.objectContaining({ message: 'the storefront imports no other app' })]);
    expect(
      checkWorkspace(workspace('@atelier/storefront', "import { Redis } from 'ioredis';")),
    ).toEqual([]);
  });

  it('keeps native modules and the sandbox out of the adapters', () => {
    const violations = checkWorkspace(
      workspace(
        '@atelier/adapters-commerce',
        "import Database from 'better-sqlite3';\nimport { createSandboxServer } from '@atelier/commerce-sandbox';",
        ['better-sqlite3'],
      ),
    );
    expect(violations.map((v) => [v.file, v.specifier])).toEqual([
      ['package.json', 'better-sqlite3'],
      ['src/x.ts', 'better-sqlite3'],
      ['src/x.ts', '@atelier/commerce-sandbox'],
    ]);
    expect(violations[0]?.message).toMatch(/native/);
  });

  it('lets the commerce sandbox use core, the OCC wire shapes, SQLite, zod and Node only', () => {
    const allowed = [
      "import { isReturnableStatus } from '@atelier/core-orders';",
      "import type { OccPrice } from '@atelier/adapters-commerce/wire';",
      "import Database from 'better-sqlite3';",
      "import { z } from 'zod';",
      "import { createServer } from 'node:http';",
      "import { join } from 'path';",
    ].join('\n');
    const dependencies = ['@atelier/adapters-commerce', 'better-sqlite3', 'zod'];
    expect(checkWorkspace(workspace('@atelier/commerce-sandbox', allowed, dependencies))).toEqual(
      [],
    );
    const denied = [
      "import { useState } from 'react';",
      "import { Button } from '@atelier/ui';",
      "import { startServer } from '@atelier/storefront';",
      "import { createDirectusClient } from '@atelier/adapters-cms';",
      "import { ofetch } from 'ofetch';",
      "import { createOccClient } from '@atelier/adapters-commerce';",
    ].join('\n');
    expect(
      checkWorkspace(workspace('@atelier/commerce-sandbox', denied)).map((v) => v.specifier),
    ).toEqual([
      'react',
      '@atelier/ui',
      '@atelier/storefront',
      '@atelier/adapters-cms',
      'ofetch',
      '@atelier/adapters-commerce',
    ]);
  });

  it('reads package names from specifiers', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@atelier/core-bag')).toBe('@atelier/core-bag');
    expect(packageOf('fs/promises')).toBe('node:fs');
    expect(importsOf("import './side-effect.css';\nimport x from 'zod';")).toEqual(['zod']);
  });

  it('holds for every workspace of this repository', () => {
    const workspaces = readWorkspaces(repoRoot);
    expect(workspaces.map((w) => w.name).sort()).toEqual([
      '@atelier/adapters-cms',
      '@atelier/adapters-commerce',
      '@atelier/commerce-sandbox',
      '@atelier/core-bag',
      '@atelier/core-catalogue',
      '@atelier/core-checkout',
      '@atelier/core-loyalty',
      '@atelier/core-orders',
      '@atelier/storefront',
      '@atelier/storybook',
      '@atelier/ui',
    ]);
    for (const ws of workspaces) expect(checkWorkspace(ws), ws.name).toEqual([]);
  });
});
