import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveServerConfig } from './server/server-config.js';
import { jsonLogger } from './server/logger.js';
import { createRestartPolicy, WORKER_RESTARTS } from './server/restart-policy.js';
import { resolveRuntimeOptions } from './server/runtime-options.js';
import { startSandboxProcess } from './server/sandbox.js';
import { workerExecArgv } from './server/render-heap.js';
import { startHttpServer, type RunningServer } from './server/start.js';
import { createWorkerStore, servePrimaryStore, type ClusterStore } from './server/cluster-store.js';

// dist/app/main.js -> the app directory (holding dist/client and dist/server).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const logger = jsonLogger();
const config = resolveServerConfig(process.env);
const runtime = resolveRuntimeOptions(process.env, process.argv, root);
/** SIGTERM: open requests finish, then the process exits; never later than this. */
const shutdownMs = 10_000;
/** A worker's own deadline for its open requests, inside the primary's. */
const drainMs = 8_000;
// Workers get the primary's secret through their environment (fork below).
const sessionSecret = runtime.sessionSecret ?? randomBytes(32).toString('base64url');

function onSignals(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log('info', 'shutting down', { signal });
      setTimeout(() => process.exit(1), shutdownMs).unref();
      stop(signal).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

async function serve(
  commerceBaseUrl: string,
  clusterStore: ClusterStore | null = null,
): Promise<RunningServer> {
  return startHttpServer({
    config,
    root,
    commerceBaseUrl,
    dev: runtime.dev,
    logger,
    ...(runtime.origin ? { origin: runtime.origin } : {}),
    htmlCache: runtime.htmlCache,
    sisterBrandHost: runtime.sisterBrandHost,
    sessionSecret,
    redisUrl: runtime.redisUrl,
    cacheFreshMs: runtime.cacheFreshMs,
    clusterStore,
  });
}

/**
 * Stops accepting and lets open requests finish. A keep-alive socket is closed as soon as it
 * is idle (its request answered): the sweep runs until the server has closed, and past the
 * worker's deadline the remaining connections are cut.
 */
function drain(server: RunningServer): Promise<void> {
  const sweep = setInterval(() => server.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.server.closeAllConnections(), drainMs);
  sweep.unref();
  deadline.unref();
  return server.close().finally(() => {
    clearInterval(sweep);
    clearTimeout(deadline);
  });
}

if (cluster.isPrimary) {
  // The sandbox runs in a child process of the primary, so every worker shares one database
  // and neither the primary nor a worker runs its synchronous SQLite or password hashing.
  const sandbox = config.commerce.baseUrl
    ? null
    : await startSandboxProcess({
        dbPath: runtime.sandboxDbPath,
        publicOrigin: runtime.origin,
        adminPort: runtime.sandboxAdminPort,
        logger,
      });
  const commerceBaseUrl = config.commerce.baseUrl ?? sandbox?.url ?? '';
  if (runtime.workers <= 1) {
    const server = await serve(commerceBaseUrl);
    logger.log('info', 'storefront listening', { url: server.url, workers: 1, dev: runtime.dev });
    onSignals(async () => {
      await drain(server);
      await sandbox?.close();
    });
  } else {
    let stopping = false;
    const restarts = createRestartPolicy(WORKER_RESTARTS);
    // Workers render: they start with a larger young generation (render-heap.ts).
    cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env) });
    const fork = () =>
      cluster.fork({ STOREFRONT_COMMERCE_URL: commerceBaseUrl, SESSION_SECRET: sessionSecret });
    const stopWorkers = () =>
      Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (worker: Worker | undefined) =>
            new Promise<void>((resolve) => {
              if (!worker || worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              // Not worker.disconnect(): that waits for every keep-alive socket to close.
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    // Without Redis the workers share their throttles and spent captchas through this
    // process (cluster-store.ts, ADR 0040).
    if (!runtime.redisUrl) servePrimaryStore(cluster);
    for (let i = 0; i < runtime.workers; i += 1) fork();
    cluster.on('exit', (worker, code, signal) => {
      if (worker.exitedAfterDisconnect || stopping) return;
      const decision = restarts.crashed();
      if (!decision.restart) {
        // A crash loop is not transient: stop and exit non-zero so the supervisor (systemd,
        // the orchestrator) sees it, instead of forking forever.
        logger.log('error', 'workers keep crashing; shutting down', {
          crashes: WORKER_RESTARTS.maxRestarts + 1,
          windowMs: WORKER_RESTARTS.windowMs,
        });
        stopping = true;
        setTimeout(() => process.exit(1), shutdownMs).unref();
        void stopWorkers()
          .then(() => sandbox?.close())
          .finally(() => process.exit(1));
        return;
      }
      logger.log('error', 'worker died; starting another', {
        pid: worker.process.pid,
        code,
        signal,
        delayMs: decision.delayMs,
      });
      setTimeout(() => {
        if (!stopping) fork();
      }, decision.delayMs);
    });
    // Workers share one port (a free one when PORT=0): say it once every first worker listens.
    let listening = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      listening += 1;
      if (listening < runtime.workers) return;
      cluster.off('listening', onListening);
      logger.log('info', 'storefront listening', {
        url: `http://127.0.0.1:${address.port}`,
        workers: runtime.workers,
      });
    };
    cluster.on('listening', onListening);
    onSignals(async () => {
      stopping = true;
      await stopWorkers();
      await sandbox?.close();
    });
  }
} else {
  const server = await serve(
    process.env['STOREFRONT_COMMERCE_URL'] ?? '',
    runtime.redisUrl ? null : createWorkerStore(process),
  );
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    void drain(server).then(() => process.exit(0));
  };
  // SIGTERM from the primary (or the primary gone): finish open requests, then leave.
  process.on('disconnect', leave);
  process.on('SIGTERM', leave);
  process.on('SIGINT', () => {});
}
