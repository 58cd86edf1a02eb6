import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveServerConfig } from './server-config.js';
import { jsonLogger } from './server/logger.js';
import { resolveRuntimeOptions } from './server/runtime-options.js';
import { startSandbox } from './server/sandbox.js';
import { startHttpServer, type RunningServer } from './server/start.js';

// dist/app/main.js -> the app directory (holding dist/client and dist/server).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const logger = jsonLogger();
const config = resolveServerConfig(process.env);
const runtime = resolveRuntimeOptions(process.env, process.argv, root);
const shutdownMs = 10_000;
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

async function serve(commerceBaseUrl: string): Promise<RunningServer> {
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
  });
}

if (cluster.isPrimary) {
  // The sandbox runs once, in the primary, so every worker shares one database.
  const sandbox = config.commerce.baseUrl
    ? null
    : await startSandbox(runtime.sandboxDbPath, runtime.origin, runtime.sandboxAdminPort);
  const commerceBaseUrl = config.commerce.baseUrl ?? sandbox?.url ?? '';
  if (sandbox) logger.log('info', 'sandbox commerce started', { url: sandbox.url });
  if (runtime.workers <= 1) {
    const server = await serve(commerceBaseUrl);
    logger.log('info', 'storefront listening', { url: server.url, workers: 1, dev: runtime.dev });
    onSignals(async () => {
      await server.close();
      await sandbox?.close();
    });
  } else {
    for (let i = 0; i < runtime.workers; i += 1)
      cluster.fork({ STOREFRONT_COMMERCE_URL: commerceBaseUrl, SESSION_SECRET: sessionSecret });
    cluster.on('exit', (worker, code) => {
      if (worker.exitedAfterDisconnect) return;
      logger.log('error', 'worker died; starting another', { pid: worker.process.pid, code });
      cluster.fork({ STOREFRONT_COMMERCE_URL: commerceBaseUrl, SESSION_SECRET: sessionSecret });
    });
    logger.log('info', 'storefront listening', { port: config.port, workers: runtime.workers });
    onSignals(async () => {
      await Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (!worker) return resolve();
              worker.once('exit', () => resolve());
              worker.disconnect();
            }),
        ),
      );
      await sandbox?.close();
    });
  }
} else {
  const server = await serve(process.env['STOREFRONT_COMMERCE_URL'] ?? '');
  // cluster's disconnect closes the listening handle; finish open requests, then leave.
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
  process.on('SIGINT', () => {});
}
