import { afterAll, beforeAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const isBuilt =
  existsSync(join(appRoot, 'dist', 'server', 'entry.mjs')) &&
  existsSync(join(appRoot, 'dist', 'app', 'main.js'));

/**
 * Starts the built storefront on a free port, with its own sandbox database: in one process,
 * or with `workers` cluster workers (what workers share is tested that way).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  workers = 1,
): Promise<{ url: string; output(): string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(appRoot, 'dist', 'app', 'main.js'), ...(workers > 1 ? [] : ['--single'])],
    {
      cwd: appRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SANDBOX_DB_PATH: join(appRoot, '.data', 'test-sandbox.db'),
        NODE_ENV: 'production',
        ...(workers > 1 ? { WEB_CONCURRENCY: String(workers) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let buffer = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${buffer.slice(-2000)}`)),
      90_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"msg":"storefront listening"[^\n]*"url":"([^"]+)"/.exec(buffer);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (buffer += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}): ${buffer.slice(-2000)}`)),
    );
  });
  return {
    url,
    output: () => buffer,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built server for one describe block: started before its tests, stopped after them.
 * Call inside `describe`; read `server.url` in the tests.
 */
export function builtServerForSuite(env: Record<string, string> = {}): {
  readonly url: string;
  /** Everything the server printed so far (its JSON log lines). */
  output(): string;
} {
  let url = '';
  let output: () => string = () => '';
  let stop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = await startBuiltServer(env);
    url = server.url;
    output = server.output;
    stop = server.stop;
  }, 120_000);
  afterAll(() => stop());
  return {
    get url() {
      return url;
    },
    output: () => output(),
  };
}
