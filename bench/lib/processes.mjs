// Child servers for the bench: a free loopback port, a process group started detached (so
// stopping it also stops its cluster workers), readiness by polling a URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node args` in its own process group; resolves once `readyUrl` answers 200.
 * @returns {Promise<{ stop: () => Promise<void>, pgid: number }>} pgid: its process group
 */
export async function startServer({ args, env, cwd, readyUrl, label, timeoutMs = 90_000 }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve((exited = code))));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`${label} exited with ${exited} before ready:\n${stderr}`);
    try {
      const response = await fetch(readyUrl, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`${label} not ready after ${timeoutMs} ms:\n${stderr}`);
    }
    await sleep(200);
  }
  return {
    pgid: child.pid,
    async stop() {
      if (exited !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 12_000);
      await exit;
      clearTimeout(timer);
      // Workers of the group that outlived their primary.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // none left
      }
    },
  };
}
