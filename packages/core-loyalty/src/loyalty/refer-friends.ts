/** The back-end takes up to 20 friends a call (POST /users/{u}/referFriends). */
export const MAX_REFERRED_FRIENDS = 20;

// The shape a browser's e-mail input accepts: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FriendEmails {
  /** Valid, each once (case-insensitively), never the member's own, at most 20. */
  emails: string[];
  /** What was typed that is not an e-mail address. */
  invalid: string[];
  /** Valid addresses beyond the limit, left out. */
  overLimit: number;
}

/**
 * The friends a member invites (MEMBER_GET_MEMBER): the addresses typed in one field,
 * separated by commas, semicolons, spaces or new lines.
 */
export function friendEmails(text: string, ownEmail: string): FriendEmails {
  const own = ownEmail.trim().toLowerCase();
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (email === '') continue;
    if (!EMAIL.test(email)) {
      invalid.push(email);
      continue;
    }
    const key = email.toLowerCase();
    if (key === own || seen.has(key)) continue;
    seen.add(key);
    valid.push(email);
  }
  return {
    emails: valid.slice(0, MAX_REFERRED_FRIENDS),
    invalid,
    overLimit: Math.max(0, valid.length - MAX_REFERRED_FRIENDS),
  };
}
