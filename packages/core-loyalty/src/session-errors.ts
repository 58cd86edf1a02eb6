/** Keys under which the auth server and the commerce API put what went wrong. */
const SIGNAL_KEYS = [
  'error',
  'error_description',
  'type',
  'reason',
  'message',
  'errorCode',
  'subject',
  'code',
];
const NESTED_KEYS = ['data', 'errors', 'response', '_data', 'body', 'cause'];

/** Every string that says what the error is, wherever the client library put it. */
export function errorSignals(error: unknown, depth = 0): string[] {
  if (depth > 4 || error === null || error === undefined) return [];
  if (typeof error === 'string') return [error];
  if (Array.isArray(error)) return error.flatMap((item) => errorSignals(item, depth + 1));
  if (typeof error !== 'object') return [];
  const record = error as Record<string, unknown>;
  const own = SIGNAL_KEYS.map((key) => record[key]).filter(
    (value): value is string => typeof value === 'string',
  );
  const nested = NESTED_KEYS.flatMap((key) =>
    key in record ? errorSignals(record[key], depth + 1) : [],
  );
  const message = error instanceof Error ? [error.message] : [];
  return [...own, ...message, ...nested];
}

const mentions = (error: unknown, needle: string): boolean =>
  errorSignals(error).some((signal) => signal.includes(needle));

export type LoginErrorKind = 'wrongAccount' | 'unexpectedError';

/** invalid_grant means the credentials are wrong; anything else is unexpected (spec 3, 8). */
export function classifyLoginError(error: unknown): LoginErrorKind {
  return mentions(error, 'invalid_grant') ? 'wrongAccount' : 'unexpectedError';
}

/** A stored token the server no longer accepts: it is dropped at start-up (spec 3, 4). */
export function isInvalidTokenError(error: unknown): boolean {
  return ['invalid_token', 'InvalidTokenError', 'invalid_grant'].some((needle) =>
    mentions(error, needle),
  );
}

export type RegistrationErrorKind =
  'duplicateEmail' | 'duplicatePhone' | 'validation' | 'unexpected';

/** Spec 3, section 8: the registration error codes of the commerce API. */
export function classifyRegistrationError(error: unknown): RegistrationErrorKind {
  if (mentions(error, 'users-user.duplicateUid-002')) return 'duplicateEmail';
  if (mentions(error, 'users-user.duplicateUid-005')) return 'duplicatePhone';
  if (mentions(error, 'users-user.validationError-002')) return 'validation';
  return 'unexpected';
}
