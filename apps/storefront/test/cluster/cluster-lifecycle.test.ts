// Issue 21, cluster: the built server with two workers. A worker killed with SIGKILL leaves
// the other serving and is replaced; SIGTERM lets an open request finish and the whole set
// (primary, workers, sandbox child) exits within 10 s.
import { Agent, request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../redis-server.js';
import { startProcess, type Started } from '../child-process.js';
import { appRoot, isBuilt } from '../start-built-server.js';

/**
 * One request on its own connection (so the cluster hands each to the next worker), or on a
 * keep-alive agent's (as nginx's upstream sockets are).
 */
function get(url: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const options = agent ? { agent } : { agent: false, headers: { connection: 'close' } };
    const req = request(url, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function pidsServing(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    const found = /"msg":"request","pid":(\d+)[^\n]*"url":"\/health\?probe/.exec(line);
    if (found) pids.add(Number(found[1]));
  }
  return pids;
}

/** The node flags a process was started with (Linux: its command line). */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
}

describe.skipIf(!isBuilt)('the built storefront in cluster mode (2 workers)', () => {
  let server: Started;
  let url = '';
  let adminPort = 0;
  const dir = mkdtempSync(join(tmpdir(), 'atelier-cluster-'));
  let probe = 0;
  const health = () => get(`${url}/health?probe=${(probe += 1)}`);

  beforeAll(async () => {
    adminPort = await freePort();
    server = await startProcess(process.execPath, [join(appRoot, 'dist', 'app', 'main.js')], {
      cwd: appRoot,
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        NODE_ENV: 'production',
        SANDBOX_DB_PATH: join(dir, 'sandbox.db'),
        SANDBOX_ADMIN_PORT: String(adminPort),
      },
      ready: /"msg":"storefront listening"[^\n]*"url":"([^"]+)"/,
    });
    url = server.match[1]!;
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a worker killed with SIGKILL: the other serves at once, a new one replaces it', async () => {
    for (let i = 0; i < 6; i += 1) expect((await health()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = pidsServing(server.output());
    expect(before.size).toBe(2);
    // Workers render, so they start with the larger young generation (render-heap.ts).
    for (const pid of before) expect(commandLine(pid)).toContain('--max-semi-space-size=64');
    const [victim] = [...before];
    process.kill(victim!, 'SIGKILL');
    await server.waitFor(/"msg":"worker died; starting another"[^\n]*"signal":"SIGKILL"/, 5_000);
    // Requests right after the kill all succeed: the cluster hands them to the live worker.
    for (let i = 0; i < 4; i += 1) expect((await health()).status).toBe(200);
    // The replacement (forked after the first backoff step, 250 ms) serves too.
    const replacement = async () => {
      for (let i = 0; i < 4; i += 1) expect((await health()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return [...pidsServing(server.output())].filter((pid) => !before.has(pid));
    };
    let fresh: number[] = [];
    for (let round = 0; round < 40 && fresh.length === 0; round += 1) fresh = await replacement();
    expect(fresh.length).toBe(1);
    expect(commandLine(fresh[0]!)).toContain('--max-semi-space-size=64');
  }, 30_000);

  it('SIGTERM: an open request completes and everything exits within 10 s', async () => {
    // The back-end answers this search after 3 s: the request through the proxy stays open.
    const rule = await fetch(`http://127.0.0.1:${adminPort}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rules: [{ path: '/occ/v2/es-es/products/search', latencyMs: 3_000, times: 1 }],
      }),
    });
    expect(rule.ok).toBe(true);
    // On a keep-alive socket, which the drain must close once its answer is sent.
    const keepAlive = new Agent({ keepAlive: true });
    const slow = get(
      `${url}/api/commerce/occ/v2/es-es/products/search?query=:relevance:allCategories:7&pageSize=2`,
      keepAlive,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('products');
    expect(await server.exited()).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThan(2_000);
    expect(took).toBeLessThan(10_000);
    // The sandbox child went with it.
    await expect(fetch(`http://127.0.0.1:${adminPort}/sandbox/faults`)).rejects.toThrow();
  }, 30_000);
});

describe.skipIf(!isBuilt)('the built storefront when its workers keep crashing', () => {
  it('restarts them with backoff, then gives up: workers and sandbox stopped, exit 1', async () => {
    // The port is taken, so every worker fails at start-up (a crash loop, not a blip).
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dir = mkdtempSync(join(tmpdir(), 'atelier-crash-'));
    const adminPort = await freePort();
    const server = await startProcess(process.execPath, [join(appRoot, 'dist', 'app', 'main.js')], {
      cwd: appRoot,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        NODE_ENV: 'production',
        SANDBOX_DB_PATH: join(dir, 'sandbox.db'),
        SANDBOX_ADMIN_PORT: String(adminPort),
      },
      ready: /"msg":"sandbox commerce started"/,
    });
    try {
      expect(await server.exited()).toBe(1);
      const output = server.output();
      const delays = [
        ...output.matchAll(/"msg":"worker died; starting another"[^\n]*"delayMs":(\d+)/g),
      ].map((found) => Number(found[1]));
      expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000]);
      expect(output).toMatch(/"msg":"workers keep crashing; shutting down"/);
      await expect(fetch(`http://127.0.0.1:${adminPort}/sandbox/faults`)).rejects.toThrow();
    } finally {
      await server.stop('SIGKILL');
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 45_000);
});
