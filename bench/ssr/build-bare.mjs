// Builds bare-entry.tsx (the storefront's layout, head and page components without Vike) into
// bench/dist/bare/ with the storefront's Vite and React plugin: a server build like Vike's
// (workspace packages bundled, real dependencies external), with Vike's hooks and router
// aliased to ./shims. Resolved from the storefront, whose devDependencies these are.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const storefront = join(repo, 'apps', 'storefront');
const fromStorefront = createRequire(join(storefront, 'package.json'));
const importFromStorefront = (name) => import(pathToFileURL(fromStorefront.resolve(name)).href);

/** @returns {Promise<string>} the built module's path */
export async function buildBare(outDir = join(repo, 'bench', 'dist', 'bare')) {
  const { build } = await importFromStorefront('vite');
  const { default: react } = await importFromStorefront('@vitejs/plugin-react');
  const shim = (file) => join(here, 'shims', file);
  await build({
    configFile: false,
    root: storefront,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^vike-react\/usePageContext$/, replacement: shim('page-context.tsx') },
        { find: /^vike-react\/useData$/, replacement: shim('page-context.tsx') },
        { find: /^vike\/client\/router$/, replacement: shim('vike-router.ts') },
      ],
    },
    ssr: { noExternal: [/^@atelier\//] },
    build: {
      ssr: join(here, 'bare-entry.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'bare-entry.mjs', format: 'es' } },
    },
  });
  return join(outDir, 'bare-entry.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildBare());
