import { errorEntries } from '@atelier/core-catalogue';

/**
 * Every string that says what the error is: the fields of its envelope entries (the one
 * reader, core-catalogue's errorEntries, so a session error means what it means to the bag
 * and the checkout), and an Error's own message.
 */
export function errorSignals(error: unknown): string[] {
  const fields = errorEntries(error).flatMap((entry) => Object.values(entry));
  const message = error instanceof Error ? [error.message] : [];
  return [...fields, ...message];
}

const mentions = (error: unknown, needle: string): boolean =>
  errorSignals(error).some((signal) => signal.includes(needle));

export type LoginErrorKind = 'wrongAccount' | 'unexpectedError';

/**
 * invalid_grant means the credentials are wrong; anything else is unexpected
 * (docs/product/accounts.md §9).
 */
export function classifyLoginError(error: unknown): LoginErrorKind {
  return mentions(error, 'invalid_grant') ? 'wrongAccount' : 'unexpectedError';
}

/**
 * A stored token the server no longer accepts: it is dropped at start-up
 * (docs/product/accounts.md §2.3).
 */
export function isInvalidTokenError(error: unknown): boolean {
  return ['invalid_token', 'InvalidTokenError', 'invalid_grant'].some((needle) =>
    mentions(error, needle),
  );
}

export type RegistrationErrorKind =
  'duplicateEmail' | 'duplicatePhone' | 'validation' | 'captcha' | 'unexpected';

/**
 * docs/product/accounts.md §3.6: the registration error codes of the commerce API; and a refused
 * captcha token (a CaptchaError: the storefront's proxy checks it before the back-end sees the
 * call).
 */
export function classifyRegistrationError(error: unknown): RegistrationErrorKind {
  if (mentions(error, 'CaptchaError')) return 'captcha';
  if (mentions(error, 'users-user.duplicateUid-002')) return 'duplicateEmail';
  if (mentions(error, 'users-user.duplicateUid-005')) return 'duplicatePhone';
  if (mentions(error, 'users-user.validationError-002')) return 'validation';
  return 'unexpected';
}
