import type { ServerResponse } from 'node:http';
import type { OccErrorEnvelope } from '@atelier/adapters-commerce/wire';
import { OccError } from './errors.js';
import { sendError, sendJson } from './http.js';

const envelope = (type: string, message: string, reason?: string): OccErrorEnvelope => ({
  errors: [{ type, message, ...(reason === undefined ? {} : { reason }) }],
});

/** Answers a request whose handling threw: an OCC error as its envelope, anything else as a 4xx/5xx envelope. */
export function answerError(res: ServerResponse, error: unknown): void {
  if (res.headersSent || res.destroyed) return;
  if (error instanceof OccError) return sendError(res, error);
  // Another process writing the same file (two sandboxes on one database): a lost
  // race is a conflict or a busy database, not a crash.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
    return sendJson(res, 409, envelope('ConflictError', 'Conflicting write', code));
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) {
    return sendJson(res, 503, envelope('BusyError', 'Database busy, retry', code));
  }
  // Never expected: every input problem is an OccError. Logged so the fuzz test's
  // failure (it asserts no 500) has a cause to read.
  console.error('[sandbox] unexpected error', error);
  sendJson(res, 500, envelope('InternalServerError', 'Unexpected sandbox error'));
}
