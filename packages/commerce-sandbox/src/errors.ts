import type { OccErrorEntry } from '@atelier/adapters-commerce/wire';

/** Thrown by handlers; the server turns it into the envelope with its HTTP status. */
export class OccError extends Error {
  constructor(
    readonly status: number,
    readonly entries: OccErrorEntry[],
    /** Extra top-level fields, e.g. OAuth's `error` / `error_description`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(entries[0]?.message ?? 'error');
  }

  static of(status: number, entry: OccErrorEntry): OccError {
    return new OccError(status, [entry]);
  }
}

export const notFound = (type: string, message: string, subject?: string): OccError =>
  OccError.of(404, {
    type,
    message,
    reason: 'notFound',
    ...(subject === undefined ? {} : { subject }),
  });

export const cartNotFound = (cartId: string): OccError =>
  OccError.of(404, {
    type: 'InvalidTokenError',
    message: 'Cart not found.',
    reason: 'notFound',
    subject: cartId,
    subjectType: 'cart',
  });

export const validation = (message: string, subject?: string, errorCode?: string): OccError =>
  OccError.of(400, {
    type: 'ValidationError',
    message,
    reason: 'invalid',
    ...(subject === undefined ? {} : { subject, subjectType: 'parameter' }),
    ...(errorCode === undefined ? {} : { errorCode }),
  });

export const unauthorized = (): OccError =>
  OccError.of(401, {
    type: 'InvalidTokenError',
    message: 'Invalid access token',
    reason: 'invalid',
  });

export const forbidden = (): OccError =>
  OccError.of(403, { type: 'AccessDeniedError', message: 'Access is denied' });
