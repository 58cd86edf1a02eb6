import { defineConfig } from 'vitest/config';

// One run over every workspace (each has its own vitest.config.ts) plus the repo tools and the
// examples that have tests (no package.json; matched by their config so a README in
// examples/ is no project).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tools', 'examples/*/vitest.config.ts'],
    reporters: ['default', './tools/vitest/summary-reporter.js'],
  },
});
