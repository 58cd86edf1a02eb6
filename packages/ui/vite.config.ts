// Library build: ESM JavaScript plus one stylesheet (tokens, fonts, every CSS Module).
// Types come from `tsc --emitDeclarationOnly` afterwards (see the build script).
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@fontsource'),
);

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  css: { modules: { generateScopedName: 'atelier-[local]-[hash:base64:5]' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    lib: {
      // `illustrations` is its own CSS-free entry so server code (the storefront's media
      // route) can render product images without loading any component or stylesheet.
      entry: {
        index: 'src/index.ts',
        illustrations: 'src/illustrations/jewellery-illustration.ts',
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'styles',
    },
    rolldownOptions: {
      // Dependencies stay imports (and their sub-paths, e.g. react/jsx-runtime).
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One file per source module, so an app's bundler can put each component (and the
      // react-aria parts it needs) in the chunks of the pages that use it, and split modals
      // that are not needed at first paint into lazy chunks; a single file cannot be split.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
