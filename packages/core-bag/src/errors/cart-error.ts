import { readErrorEnvelope, type ErrorEntry } from '@atelier/core-catalogue';

/** One item of the back-end's error list (docs/product/errors.md §4). */
export type CartErrorItem = ErrorEntry;

/** The error body the commerce back-end sends, with the HTTP status when known. */
export interface CartErrorBody {
  status?: number;
  errors: CartErrorItem[];
}

/**
 * The error list of anything thrown at the bag, or null when it is not an error body. Read
 * by core-catalogue's one envelope reader, so an entry under `data` (how HTTP clients wrap a
 * failed answer) counts as it does for the checkout.
 */
export function readCartError(error: unknown): CartErrorBody | null {
  const envelope = readErrorEnvelope(error);
  if (!envelope) return null;
  return envelope.status === undefined
    ? { errors: envelope.entries }
    : { status: envelope.status, errors: envelope.entries };
}
