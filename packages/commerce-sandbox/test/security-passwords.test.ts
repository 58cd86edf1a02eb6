import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxServer, type SandboxServer } from '../src/index.js';
import { DEFAULT_PASSWORD_COST, dummyHash, parseHash, verifyPassword } from '../src/passwords.js';
import type * as Passwords from '../src/passwords.js';

// Issue 16, hole 6: passwords at the real scrypt cost (N=2^17, r=8, p=1), hashed off the
// event loop, and an unknown username verified against a dummy hash of the same cost.
// No clock here: the test watches which calls are made, not how long they take.
const seen = vi.hoisted(() => ({ scrypt: 0, scryptSync: 0, verifiedAgainst: [] as string[] }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const scrypt = actual.scrypt as (...args: unknown[]) => void;
  const scryptSync = actual.scryptSync as (...args: unknown[]) => Buffer;
  return {
    ...actual,
    scrypt: (...args: unknown[]) => {
      seen.scrypt += 1;
      scrypt(...args);
    },
    scryptSync: (...args: unknown[]) => {
      seen.scryptSync += 1;
      return scryptSync(...args);
    },
  };
});

vi.mock('../src/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      seen.verifiedAgainst.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

let dir: string;
let server: SandboxServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atelier-passwords-'));
  // The defaults: a new file, seeded at the real cost.
  server = await createSandboxServer({ dbPath: join(dir, 'sandbox.sqlite'), port: 0 });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  seen.scrypt = 0;
  seen.scryptSync = 0;
  seen.verifiedAgainst.length = 0;
});

const REAL = /^scrypt\$131072\$8\$1\$/;

const hashOf = (uid: string): string =>
  server.db
    .prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE uid = ?')
    .get(uid)?.password_hash ?? '';

async function login(username: string, password: string): Promise<number> {
  const res = await fetch(`${server.url}/authorizationserver/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('password hashing at the real cost', () => {
  it('stores the seeded and registered users at N=2^17, r=8, p=1, hashing off the event loop', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hashOf('shopper@example.com')).toMatch(REAL);
    expect(await login('shopper@example.com', 'Atelier-2026!')).toBe(200);
    const registered = await fetch(`${server.url}/occ/v2/es-es/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'real-cost@example.com',
        name: 'Real',
        surname: 'Cost',
        password: 'Real-Cost-2026',
      }),
    });
    expect(registered.status).toBe(201);
    expect(hashOf('real-cost@example.com')).toMatch(REAL);
    expect(await login('real-cost@example.com', 'Real-Cost-2026')).toBe(200);
    // Live logins and registrations use the async scrypt (libuv's pool), never scryptSync.
    expect(seen.scrypt).toBeGreaterThanOrEqual(3);
    expect(seen.scryptSync).toBe(0);
  });

  it('verifies an unknown username against a dummy hash of the same cost, once, like a known one', async () => {
    expect(await login('shopper@example.com', 'wrong-password')).toBe(400);
    expect(seen.verifiedAgainst).toEqual([hashOf('shopper@example.com')]);
    seen.verifiedAgainst.length = 0;
    expect(await login('no-account@example.com', 'wrong-password')).toBe(400);
    const dummy = await dummyHash(DEFAULT_PASSWORD_COST);
    expect(seen.verifiedAgainst).toEqual([dummy]);
    expect(parseHash(dummy)?.cost).toEqual(parseHash(hashOf('shopper@example.com'))?.cost);
  });

  it('still verifies the old salt:hex hashes, and redoes them at the real cost on login', async () => {
    const { scryptSync } = await vi.importActual<typeof Crypto>('node:crypto');
    const legacy = `0123456789abcdef:${scryptSync('Old-Pass-2020', '0123456789abcdef', 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
    server.db
      .prepare("UPDATE users SET password_hash = ? WHERE uid = 'employee@example.com'")
      .run(legacy);
    expect(await login('employee@example.com', 'Old-Pass-2020')).toBe(200);
    expect(hashOf('employee@example.com')).toMatch(REAL);
    expect(await login('employee@example.com', 'Old-Pass-2020')).toBe(200);
  });

  it('refuses stored hashes it cannot read or whose cost is out of bounds, without throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1099511627776$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});
