// The built storefront in front of a sandbox this test owns (so it can break it on purpose),
// both on free ports, with a short commerce timeout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import { startBuiltServer } from '../start-built-server.js';

export const COMMERCE_TIMEOUT_MS = 1_500;

export interface HostileSetup {
  readonly url: string;
  readonly sandbox: SandboxServer;
  output(): string;
}

export interface HostileSetupOptions {
  /** Longer for a suite that signs in (scrypt on a busy machine). */
  commerceTimeoutMs?: number;
  /** Cluster workers of the storefront (1: a single process). */
  workers?: number;
  env?: Record<string, string>;
}

export function hostileSetupForSuite(options: HostileSetupOptions = {}): HostileSetup {
  let url = '';
  let sandbox: SandboxServer | undefined;
  let output: () => string = () => '';
  let stop: () => Promise<void> = async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'security-'));
  beforeAll(async () => {
    sandbox = await createSandboxServer({
      dbPath: join(dir, 'sandbox.db'),
      port: 0,
      host: '127.0.0.1',
      admin: true,
      // As the storefront starts its own sandbox: payment pages linked through the proxy.
      publicBase: '/api/commerce',
      // Cheap password hashes (the sandbox's own tests cover the real cost): a login must not
      // outlast the short commerce timeout on a busy machine, or a 504 stands for its answer.
      passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    });
    const server = await startBuiltServer(
      {
        COMMERCE_BASE_URL: sandbox.url,
        COMMERCE_TIMEOUT_MS: String(options.commerceTimeoutMs ?? COMMERCE_TIMEOUT_MS),
        // As behind nginx on the same machine: its X-Forwarded-For names the client.
        TRUSTED_PROXIES: '127.0.0.1',
        ...options.env,
      },
      options.workers,
    );
    url = server.url;
    output = server.output;
    stop = server.stop;
  }, 180_000);
  afterAll(async () => {
    await stop();
    await sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return url;
    },
    get sandbox() {
      if (!sandbox) throw new Error('the sandbox has not started');
      return sandbox;
    },
    output: () => output(),
  };
}
