import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Debian's redis-server (or valkey-server), when installed; null otherwise. */
export function redisServerBinary(): string | null {
  for (const name of ['redis-server', 'valkey-server']) {
    if (spawnSync('sh', ['-c', `command -v ${name}`]).status === 0) return name;
  }
  return null;
}

export const redisMissing = redisServerBinary() === null;
export const REDIS_SKIP_REASON =
  'redis-server is not installed (apt-get install redis-server); CI installs it';

/** A free loopback port (the OS picks one; a race with another process is unlikely). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A throwaway redis-server on a random port: no persistence, 64 MB, least recently used out. */
export async function startRedisServer(port?: number): Promise<RunningRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error(REDIS_SKIP_REASON);
  const chosen = port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '64mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
