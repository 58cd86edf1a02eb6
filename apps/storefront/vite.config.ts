import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

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
    // The frame's stylesheets are one file (src/shell/components/frame.css, imported by
    // +Layout); the server moves its link to the end of the body and writes the first
    // screen's part inline (ADR 0056). A page's own CSS stays its own file.
  },
}));
