import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The stylesheets +Layout and its frame import on every page, in the order they cascade. */
const SHELL_CSS = [
  /@atelier\/ui\/dist\/styles\.css$|packages\/ui\/dist\/styles\.css$/,
  /\/src\/components\/(fonts|storefront|CountryBanner|Header|NewsletterForm|Widgets)\.css$/,
  /\/src\/components\/layouts\/layouts\.css$/,
];
const shellCssChunk = (id: string): string | undefined =>
  SHELL_CSS.some((pattern) => pattern.test(id)) ? 'shell' : undefined;

// In development the @atelier packages are read from their sources (the `@atelier/source`
// export condition, with HMR); a build reads their dist, which turbo builds first.
export default defineConfig(({ command }) => ({
  plugins: [react(), vike()],
  resolve:
    command === 'serve' ? { conditions: ['@atelier/source', ...defaultClientConditions] } : {},
  ssr: {
    resolve:
      command === 'serve' ? { conditions: ['@atelier/source', ...defaultServerConditions] } : {},
    // Workspace packages are bundled into the server build, so it does not depend on how
    // node resolves them at run time; real dependencies stay external.
    noExternal: [/^@atelier\//],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Vike gives every CSS file its own chunk (a workaround for Vite duplicating CSS), so the
    // frame's stylesheets were eight render-blocking requests on every page before the page's
    // own: the first paint waited for the slowest. The root layout imports them all on every
    // page, so they become one file (issue 21, ADR 0018); a page's own CSS stays its own.
    rolldownOptions: { output: { manualChunks: (id: string) => shellCssChunk(id) } },
  },
}));
