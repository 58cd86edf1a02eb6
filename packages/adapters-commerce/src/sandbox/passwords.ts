import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low scrypt cost: this is a sandbox; the point is not storing plain passwords, not
// resisting offline attacks, and logins in tests must stay fast.
const COST = { N: 1024, r: 8, p: 1 };

/** Salt derived from the uid when seeding (deterministic), random for live registrations. */
export function hashPassword(password: string, salt?: string): string {
  const useSalt = salt ?? randomBytes(8).toString('hex');
  return `${useSalt}:${scryptSync(password, useSalt, 32, COST).toString('hex')}`;
}

export function seedSalt(uid: string): string {
  return createHash('sha256').update(uid).digest('hex').slice(0, 16);
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, 32, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
