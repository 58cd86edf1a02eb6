// The scale-out set on one machine: one sandbox, one redis-server, N storefront instances
// sharing both, and Debian's nginx round-robin in front. Everything runs as the current user
// from a temporary directory (nginx gets a generated nginx.conf with its own pid, log and
// temp paths); nothing is installed as a service. Used by `npm run scale:demo` and the
// scale-out test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScaleSetOptions {
  /** The storefront app directory (holding dist/). */
  appRoot: string;
  instances?: number;
  /** The nginx port; a free one by default. */
  port?: number;
  /** CACHE_FRESH_MS for the instances (tests use a short one). */
  cacheFreshMs?: number;
  /** More environment for the storefront instances (CMS_BASE_URL, ...). */
  env?: Record<string, string>;
  /** The sandbox's admin endpoints (fault rules, reset). */
  sandboxAdmin?: boolean;
  /** Where the processes' output goes; silent by default. */
  onOutput?: (name: string, chunk: string) => void;
}

export interface ScaleSet {
  /** nginx, in front of the instances. */
  url: string;
  /** Each instance's own address (nginx's upstreams). */
  instances: string[];
  sandboxUrl: string;
  redisUrl: string;
  dir: string;
  /** What a process printed so far. */
  output(name: string): string;
  /** Kills one process of the set ('redis', 'sandbox', 'storefront-1', 'nginx'). */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** nginx and redis-server as Debian installs them; null when missing. */
export function findBinary(names: string[]): string | null {
  for (const name of names) {
    if (name.startsWith('/') && existsSync(name)) return name;
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

export const NGINX = ['nginx', '/usr/sbin/nginx'];
export const REDIS = ['redis-server', 'valkey-server', '/usr/bin/redis-server'];

export function freePort(): Promise<number> {
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

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status < 500,
    () => false,
  );

/** The generated nginx.conf: round-robin over the instances, keep-alive upstream sockets. */
export function nginxConf(options: { dir: string; port: number; upstreams: string[] }): string {
  const { dir } = options;
  // Running as root, nginx would hand its workers to 'nobody': keep them the same user.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream storefront {
${options.upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered (the demo and the test read it).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startScaleSet(options: ScaleSetOptions): Promise<ScaleSet> {
  const nginx = findBinary(NGINX);
  const redisServer = findBinary(REDIS);
  if (!nginx || !redisServer) {
    throw new Error('nginx and redis-server are needed: apt-get install nginx-light redis-server');
  }
  const dir = mkdtempSync(join(tmpdir(), 'atelier-scale-'));
  const children: { name: string; child: ChildProcess }[] = [];
  const outputs = new Map<string, string>();
  function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
    const child = spawn(command, args, {
      cwd: options.appRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    outputs.set(name, '');
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      const kept = (outputs.get(name) ?? '') + text;
      outputs.set(name, kept.length > 2_000_000 ? kept.slice(-1_000_000) : kept);
      options.onOutput?.(name, text);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    children.push({ name, child });
    return child;
  }
  async function stop(): Promise<void> {
    // Front to back: nginx, the instances, then the sandbox and Redis.
    for (const { child } of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  }
  try {
    const [redisPort, sandboxPort, port] = await Promise.all([
      freePort(),
      freePort(),
      options.port ? Promise.resolve(options.port) : freePort(),
    ]);
    const url = `http://127.0.0.1:${port}`;
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    run('redis', redisServer, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      // The shared cache's bound: least recently used keys go first past 256 MB.
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ]);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    run('sandbox', process.execPath, [join(options.appRoot, 'dist', 'app', 'sandbox-main.js')], {
      NODE_ENV: 'production',
      SANDBOX_DB_PATH: join(dir, 'sandbox.db'),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_ADMIN: options.sandboxAdmin ? '1' : '0',
      PUBLIC_ORIGIN: url,
    });
    const count = options.instances ?? 2;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const sessionSecret = randomBytes(32).toString('base64url');
    await waitUntil(() => answers(`${sandboxUrl}/health`), 'the sandbox', 60_000);
    const instances = ports.map((instancePort, index) => {
      run(
        `storefront-${index + 1}`,
        process.execPath,
        [join(options.appRoot, 'dist', 'app', 'main.js')],
        {
          NODE_ENV: 'production',
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          // One process per instance: the instances are the scale-out here.
          WEB_CONCURRENCY: '1',
          COMMERCE_BASE_URL: sandboxUrl,
          REDIS_URL: redisUrl,
          SESSION_SECRET: sessionSecret,
          PUBLIC_ORIGIN: url,
          ...(options.cacheFreshMs ? { CACHE_FRESH_MS: String(options.cacheFreshMs) } : {}),
          ...options.env,
        },
      );
      return `http://127.0.0.1:${instancePort}`;
    });
    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConf({ dir, port, upstreams: instances.map((instance) => instance.slice(7)) }),
    );
    run('nginx', nginx, [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'nginx-error.log'),
    ]);
    await Promise.all(
      instances.map((instance) => waitUntil(() => answers(`${instance}/health`), instance, 90_000)),
    );
    await waitUntil(() => answers(`${url}/health`), 'nginx', 20_000);
    return {
      url,
      instances,
      sandboxUrl,
      redisUrl,
      dir,
      output: (name) => outputs.get(name) ?? '',
      kill: async (name, signal = 'SIGKILL') => {
        const found = children.find((entry) => entry.name === name)?.child;
        if (!found || found.exitCode !== null || found.signalCode !== null) return;
        const exited = new Promise((resolve) => found.once('exit', resolve));
        found.kill(signal);
        await exited;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
