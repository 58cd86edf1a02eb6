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
  // Short class names (`a` and six characters of the module's and the class's hash): a
  // category page repeats them about 480 times, and the frame stylesheet every page loads
  // holds them all; `atelier-[local]-[hash:base64:5]` cost 5 kB of every category document
  // and 10 kB of that stylesheet (issue 34, docs/adr/0056-the-frame-css-split-first-screen-inline-the-rest-cached.md).
  css: { modules: { generateScopedName: 'a[hash:base64:6]' } },
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
