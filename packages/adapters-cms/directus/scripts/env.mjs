// The environment of the local Directus: SQLite in ./data, loopback only, no telemetry.
// Every value can be overridden from the calling environment (CMS_DIRECTUS_* and CMS_ADMIN_*).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const directusDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function directusEnv(from = process.env) {
  const dataDir = resolve(from.CMS_DIRECTUS_DATA ?? join(directusDir, 'data'));
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  mkdirSync(join(dataDir, 'extensions'), { recursive: true });
  const port = from.CMS_DIRECTUS_PORT ?? '8055';
  return {
    ...from,
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: join(dataDir, 'directus.db'),
    // Development secrets only: this instance listens on 127.0.0.1 and holds sample content.
    KEY: from.CMS_DIRECTUS_KEY ?? 'atelier-local-directus-key',
    SECRET: from.CMS_DIRECTUS_SECRET ?? 'atelier-local-directus-secret',
    // Directus validates the address: it needs a real-looking domain.
    ADMIN_EMAIL: from.CMS_ADMIN_EMAIL ?? 'admin@example.com',
    ADMIN_PASSWORD: from.CMS_ADMIN_PASSWORD ?? 'atelier-local-admin',
    // A static token for the admin, so the seed script needs no login.
    ADMIN_TOKEN: from.CMS_ADMIN_TOKEN ?? 'atelier-local-admin-token',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
    EXTENSIONS_PATH: join(dataDir, 'extensions'),
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: from.CMS_DIRECTUS_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
  };
}

// The Directus API's CLI entry, not `directus/cli.js`: that wrapper first asks the npm registry
// whether a newer Directus exists, a network call on every start that an offline CI cannot make.
export const directusCli = join(
  directusDir,
  'node_modules',
  '@directus',
  'api',
  'dist',
  'cli',
  'run.js',
);
