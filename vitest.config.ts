import { defineConfig } from 'vitest/config';

// One run over every workspace (each has its own vitest.config.ts) plus the repo tools.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tools'],
    reporters: ['default', './tools/vitest/summary-reporter.js'],
  },
});
