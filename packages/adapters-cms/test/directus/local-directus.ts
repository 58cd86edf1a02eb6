import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's own Directus folder (its own package.json and lockfile, not the root install). */
export const directusDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../directus');
// The entry the start script runs (see directus/scripts/env.mjs).
export const directusInstalled = existsSync(
  join(directusDir, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js'),
);
export const INSTALL_HINT =
  'npm run cms:directus:install -w @atelier/adapters-cms (npm ci in packages/adapters-cms/directus, several minutes: sqlite3 and isolated-vm compile)';

export interface LocalDirectus {
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Directus exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/server/ping`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`Directus did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the local Directus through its start script on a free loopback port with a fresh SQLite
 * database (bootstrap included), and stops it by its process group.
 */
export async function startLocalDirectus(timeoutMs = 120_000): Promise<LocalDirectus> {
  const port = await freePort();
  // One database per run, so parallel test runs on a shared machine do not meet.
  const dataDir = join(directusDir, `data-test-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const adminToken = 'atelier-contract-test-token';
  let log = '';
  const child = spawn(process.execPath, [join(directusDir, 'scripts', 'start.mjs')], {
    cwd: directusDir,
    env: {
      ...process.env,
      CMS_DIRECTUS_PORT: String(port),
      CMS_DIRECTUS_DATA: dataDir,
      CMS_ADMIN_TOKEN: adminToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stopGroup = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // The start script runs Directus as its child: signal the whole group this test started.
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminToken, stop };
}
