import { z } from 'zod';
import type { OccErrorItem } from '../errors.js';
import { lazySchema } from './lazy-schema.js';

const occErrorSchema = lazySchema(() =>
  z.object({
    type: z.string().optional(),
    message: z.string().optional(),
    reason: z.string().optional(),
    subject: z.string().optional(),
    errorCode: z.string().optional(),
    error_code: z.string().optional(),
  }),
);

/** The OCC envelope and the OAuth one (`{ error, error_description }`). */
const envelopeSchema = lazySchema(() =>
  z.object({
    errors: z.array(z.unknown()).optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
    error_code: z.string().optional(),
  }),
);

function item(raw: unknown, fallbackType: string): OccErrorItem | null {
  const parsed = occErrorSchema().safeParse(raw);
  if (!parsed.success) return null;
  const { type, message, reason, subject, errorCode, error_code } = parsed.data;
  const code = errorCode ?? error_code;
  return {
    type: type ?? fallbackType,
    message: message ?? '',
    ...(reason !== undefined ? { reason } : {}),
    ...(subject !== undefined ? { subject } : {}),
    ...(code !== undefined ? { errorCode: code } : {}),
  };
}

/**
 * The error list of an error answer. Whatever the body is, the caller gets a list: an
 * unreadable body becomes one item naming the status, so nothing downstream sees `undefined`.
 */
export function readErrorEnvelope(body: unknown, status: number): OccErrorItem[] {
  const fallback: OccErrorItem = { type: 'HttpError', message: `HTTP ${status}` };
  const envelope = envelopeSchema().safeParse(body);
  if (!envelope.success) return [fallback];
  const { errors, error, error_description, error_code } = envelope.data;
  const items = (errors ?? [])
    .map((raw) => item(raw, 'UnknownError'))
    .filter((value): value is OccErrorItem => value !== null);
  if (error !== undefined) {
    items.push({
      type: error,
      message: error_description ?? error,
      errorCode: error_code ?? error,
    });
  } else if (error_code !== undefined) {
    items.push({ type: 'HttpError', message: `HTTP ${status}`, errorCode: error_code });
  }
  return items.length > 0 ? items : [fallback];
}
