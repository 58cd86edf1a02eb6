import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMERCE_PROXY_PREFIX } from './commerce-proxy.js';
import type { Logger } from './logger.js';
import { createRestartPolicy, WORKER_RESTARTS } from './restart-policy.js';

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

/**
 * The embedded commerce back-end on its own port, in the calling process (sandbox-main.js
 * runs it so). Imported lazily so a real back-end never loads SQLite.
 */
export async function startSandbox(
  dbPath: string,
  publicOrigin: string | null = null,
  adminPort: number | null = null,
  options: {
    port?: number;
    host?: string;
    admin?: boolean;
    passwordCostLog2?: number;
    /** SANDBOX_DIALECT: the brand's OCC (default) or standard SAP Commerce (ADR 0036). */
    dialect?: string;
  } = {},
): Promise<RunningSandbox> {
  mkdirSync(dirname(dbPath), { recursive: true });
  const { createSandboxServer, sandboxDialectOf } = await import('@atelier/commerce-sandbox');
  return createSandboxServer({
    dbPath,
    dialect: sandboxDialectOf(options.dialect),
    // Tests name a port to reach the admin endpoints (faults, reset); loopback by default.
    port: adminPort ?? options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    admin: options.admin ?? adminPort !== null,
    // The browser reaches the sandbox's payment pages through the storefront's proxy, so
    // their links are relative to it and the sandbox's own address never reaches a page.
    publicBase: COMMERCE_PROXY_PREFIX,
    // A payment may send the shopper back to a path of the storefront, or to its public
    // origin when one is configured; nowhere else.
    ...(publicOrigin ? { allowedReturnOrigins: [publicOrigin] } : {}),
    // The load test stands the sandbox in for a back-end on its own machines: its password
    // hashing (scrypt N=2^17 by default) must not eat the storefront's two cores.
    ...(options.passwordCostLog2 !== undefined
      ? { passwordCost: { N: 2 ** options.passwordCostLog2, r: 8, p: 1 } }
      : {}),
  });
}

/** dist/app/sandbox-main.js, beside this file's directory. */
export const SANDBOX_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'sandbox-main.js');

export interface SandboxProcessOptions {
  dbPath: string;
  publicOrigin: string | null;
  adminPort: number | null;
  logger: Logger;
}

/**
 * The sandbox in a child process: its synchronous SQLite and password hashing then stall
 * neither the primary nor the process that accepts shoppers' connections. The child keeps
 * its first port across restarts (the workers hold its URL) and ends with its parent.
 */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<RunningSandbox> {
  let child: ChildProcess | null = null;
  let closing = false;
  let port = options.adminPort ?? 0;
  const restarts = createRestartPolicy(WORKER_RESTARTS);

  function spawnChild(): Promise<string> {
    const started = fork(SANDBOX_MAIN, [], {
      env: {
        ...process.env,
        SANDBOX_DB_PATH: options.dbPath,
        SANDBOX_PORT: String(port),
        SANDBOX_ADMIN: options.adminPort !== null ? '1' : '0',
        ...(options.publicOrigin ? { PUBLIC_ORIGIN: options.publicOrigin } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    return new Promise<string>((resolve, reject) => {
      started.once('message', (message: { type?: string; url?: string; port?: number }) => {
        if (message.type !== 'ready' || !message.url) return;
        port = message.port ?? port;
        resolve(message.url);
        started.once('exit', (code, signal) => {
          if (closing) return;
          const decision = restarts.crashed();
          if (!decision.restart) {
            options.logger.log('error', 'sandbox keeps crashing; not restarting it', { code });
            return;
          }
          const delay = decision.delayMs;
          options.logger.log('error', 'sandbox exited; restarting it', { code, signal, delay });
          setTimeout(() => {
            if (!closing)
              spawnChild().catch((error: unknown) => {
                options.logger.log('error', 'sandbox restart failed', { error });
              });
          }, delay).unref();
        });
      });
      started.once('exit', (code) => reject(new Error(`sandbox exited at start-up (${code})`)));
    });
  }

  const url = await spawnChild();
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
