import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.mjs';
import { SANDBOX_DB_FILE } from './sandbox-db-file.js';

const PORT = Number(process.env['E2E_PORT'] ?? 3210);
const SANDBOX_ADMIN_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? PORT + 1);

// Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // One folder a port: the two halves of run-halves.mjs each clean their own at the start.
  outputDir: PORT === 3210 ? '../test-results/e2e' : `../test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node dist/app/main.js --single',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SANDBOX_DB_PATH: SANDBOX_DB_FILE,
      // The sandbox's admin endpoints on a known port: tests add faults and read what it stored.
      SANDBOX_ADMIN_PORT: String(SANDBOX_ADMIN_PORT),
      NODE_ENV: 'production',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
