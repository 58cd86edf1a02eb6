import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing: scrypt at the cost OWASP's Password Storage Cheat Sheet asks for
 * (N=2^17, r=8, p=1, 32-byte key), run on libuv's thread pool (async `scrypt`) so a login
 * never blocks the event loop for the ~0.3 s it takes. The parameters are stored with
 * each hash (`scrypt$N$r$p$salt$hash`, salt and hash base64url), so hashes made at
 * another cost, and the old `salt:hex` ones (N=2^10), still verify.
 */
export interface PasswordCost {
  /** CPU / memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_PASSWORD_COST: Readonly<PasswordCost> = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
/** What the `salt:hex` hashes of earlier sandboxes were made with. */
const LEGACY_COST: Readonly<PasswordCost> = { N: 1024, r: 8, p: 1 };

/**
 * scrypt needs about 128 * N * r bytes; Node refuses above `maxmem` (32 MiB by default,
 * too little for N=2^17). Twice the need leaves room for its bookkeeping.
 */
const maxmemFor = (cost: PasswordCost): number => 256 * cost.N * cost.r * cost.p;

/**
 * Costs a stored hash may ask for: a corrupt or hostile row must not make a login
 * allocate gigabytes (N up to 2^20 is 1 GiB at r=8).
 */
export function isSaneCost(cost: PasswordCost): boolean {
  const { N, r, p } = cost;
  return (
    Number.isInteger(N) &&
    N >= 2 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16 &&
    maxmemFor(cost) <= 2 ** 31
  );
}

function derive(password: string, salt: Buffer | string, cost: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(cost: PasswordCost, salt: Buffer, hash: Buffer): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

interface ParsedHash {
  cost: PasswordCost;
  salt: Buffer | string;
  hash: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [, n, r, p, salt, hash] = parts;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (!isSaneCost(cost) || !salt || !hash) return null;
    return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
  }
  const legacy = /^([^:$]+):([0-9a-f]{64})$/.exec(stored);
  if (legacy?.[1] && legacy[2]) {
    // The old format used the salt's text itself as the scrypt salt.
    return { cost: LEGACY_COST, salt: legacy[1], hash: Buffer.from(legacy[2], 'hex') };
  }
  return null;
}

/** A new hash with a random salt. Live registrations and password changes use this. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost));
}

/** Whether a stored hash was made below today's cost (it is redone at the next login). */
export function needsRehash(stored: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.cost.N < cost.N ||
    parsed.cost.r < cost.r ||
    parsed.cost.p < cost.p ||
    typeof parsed.salt === 'string'
  );
}

/** Constant-time comparison of the derived key; false for anything unparseable. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash of a random password at `cost`, made once per cost and process. A login for an
 * unknown username is verified against it, so it takes as long as a known one's and the
 * answer time does not tell which e-mails have accounts.
 */
export function dummyHash(cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64url'), cost);
    dummies.set(key, hash);
  }
  return hash;
}

/** Salt derived from the uid, so a seed is deterministic. */
export function seedSalt(uid: string): Buffer {
  return createHash('sha256').update(uid).digest().subarray(0, 16);
}

const seeded = new Map<string, string>();

/**
 * Seeding runs inside one synchronous SQLite transaction, so its few hashes (the seeded
 * shopper and employee) are made synchronously, at seed time only, and remembered per
 * process: a salt from the uid makes them the same on every reseed.
 */
export function seedPasswordHash(
  uid: string,
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): string {
  const salt = seedSalt(uid);
  const key = `${cost.N}:${cost.r}:${cost.p}:${uid}:${createHash('sha256').update(password).digest('hex')}`;
  let hash = seeded.get(key);
  if (!hash) {
    hash = format(
      cost,
      salt,
      scryptSync(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) }),
    );
    seeded.set(key, hash);
  }
  return hash;
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps of a one-time secret (a reset link's token): its SHA-256, so a
 * copy of the database or a log of its rows gives no usable link. A token has 192 random
 * bits, so a fast hash is enough (no salt or stretching, unlike passwords).
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
