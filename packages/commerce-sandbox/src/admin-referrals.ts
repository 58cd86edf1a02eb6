import type { SandboxDb } from './db.js';

/**
 * The friends a member invited (POST /users/{u}/referFriends), for end-to-end tests (admin
 * only): no OCC call reads them back, and a journey must check what the invitation stored.
 */
export function referralsOf(db: SandboxDb, uid: string): { emails: string[] } {
  const rows = db
    .prepare<[string], { email: string }>(
      'SELECT email FROM refer_friends WHERE user_uid = ? ORDER BY rowid',
    )
    .all(uid.toLowerCase());
  return { emails: rows.map((row) => row.email) };
}
