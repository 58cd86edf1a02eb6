import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSandboxServer,
  openDatabase,
  seedDatabase,
  type PasswordCost,
  type SandboxServer,
  type SandboxServerOptions,
} from '../src/index.js';
import { MIGRATIONS } from '../src/migrations.js';

/** Fixed clock for tests: seeded data and card expiry checks don't drift. */
export const TEST_NOW = new Date('2026-11-22T12:00:00.000Z');

/**
 * scrypt cost of the test sandboxes: N=2^12 instead of the real 2^17 (about 0.3 s a hash
 * here), which made this package's suite three times slower. Hashes carry their cost, so
 * the code path is the same; security-passwords.test.ts and the seed test run the real one.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 12, r: 8, p: 1 };

/**
 * A seeded database file shared by every test file (seeding takes seconds; copying
 * 12 MB takes milliseconds). Built once per schema version, atomically renamed into place
 * so parallel workers never read a half-written template.
 */
export function templatePath(): string {
  const path = join(
    tmpdir(),
    `atelier-sandbox-template-v${MIGRATIONS.length}-${process.ppid}.sqlite`,
  );
  if (existsSync(path)) return path;
  // Templates of earlier runs (other parent pids) are stale: drop those older than an hour.
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('atelier-sandbox-template-')) continue;
    const old = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(old).mtimeMs > 3_600_000) rmSync(old, { force: true });
    } catch {
      // another run removed it first
    }
  }
  const building = `${path}.${process.pid}.tmp`;
  const db = openDatabase(building);
  seedDatabase(db, { passwordCost: TEST_PASSWORD_COST });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  renameSync(building, path);
  return path;
}

export interface TestSandbox {
  server: SandboxServer;
  dir: string;
  dbPath: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  login: (username?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  site?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  raw?: string;
}

export interface CallResult {
  status: number;
  // Tests read deep into answers; typing every shape would only duplicate the server.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export async function startSandbox(
  options: Partial<SandboxServerOptions> = {},
): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-sandbox-'));
  const dbPath = join(dir, 'sandbox.sqlite');
  copyFileSync(templatePath(), dbPath);
  const server = await createSandboxServer({
    dbPath,
    port: 0,
    now: () => TEST_NOW,
    admin: true,
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  const call = async (method: string, path: string, o: CallOptions = {}): Promise<CallResult> => {
    const url =
      path.startsWith('/occ/') ||
      path.startsWith('/sandbox/') ||
      path.startsWith('/authorizationserver/')
        ? `${server.url}${path}`
        : `${server.url}/occ/v2/${o.site ?? 'es-es'}${path}`;
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = o.raw;
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    if (o.token) headers['authorization'] = `Bearer ${o.token}`;
    const res = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HTML pages, injected malformed bodies): the text itself
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const login = async (
    username = 'shopper@example.com',
    password = 'Atelier-2026!',
  ): Promise<string> => {
    const res = await call('POST', '/authorizationserver/oauth/token', {
      form: { grant_type: 'password', username, password },
    });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.access_token as string;
  };
  return {
    server,
    dir,
    dbPath,
    call,
    login,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Prueba',
  line1: 'Calle de Alcalá 10',
  postalCode: '28001',
  town: 'Madrid',
  country: { isocode: 'ES' },
  phone: '+34600000009',
};

/** A guest cart with one in-stock line, an address, standard delivery and an e-mail. */
export async function readyGuestCart(sb: TestSandbox, product = '100701'): Promise<string> {
  const cart = await sb.call('POST', '/users/anonymous/carts');
  const guid = cart.body.guid as string;
  const C = `/users/anonymous/carts/${guid}`;
  const added = await sb.call('POST', `${C}/entries`, {
    body: { product: { code: product }, quantity: 1 },
  });
  if (added.status !== 200) throw new Error(`add failed ${JSON.stringify(added.body)}`);
  await sb.call('PUT', `${C}/addresses/delivery`, { body: ADDRESS });
  await sb.call('PUT', `${C}/deliverymode?deliveryModeId=standard`);
  await sb.call('PUT', `${C}/email?email=guest@example.com`);
  return guid;
}

/**
 * Pays a ready guest cart cash on delivery (authorised at once), which places its order;
 * answers the order. Orders are only ever placed on an authorised payment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function payAndOrder(sb: TestSandbox, guid: string): Promise<any> {
  const paid = await sb.call(
    'POST',
    `/users/anonymous/carts/${guid}/cashondelivery/card/createpayment`,
    {
      body: {},
    },
  );
  if (paid.status !== 201) throw new Error(`payment failed ${JSON.stringify(paid.body)}`);
  return paid.body.order;
}

/** Asserts the OCC error envelope. */
export function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return false;
  const errors = (body as { errors: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e: unknown) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as { type?: unknown }).type === 'string' &&
        typeof (e as { message?: unknown }).message === 'string',
    )
  );
}
