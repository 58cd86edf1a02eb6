/**
 * One entry of OCC's error envelope `{ errors: [...] }` (docs/product/errors.md §4): what the
 * back-end writes and what the client reads back (an unreadable entry is mapped, see
 * occ/schemas/error-envelope.ts).
 */
export interface OccErrorEntry {
  type: string;
  message: string;
  reason?: string;
  subject?: string;
  subjectType?: string;
  errorCode?: string;
}

/** The body of an OCC error answer. OAuth adds `error` / `error_description` beside it. */
export interface OccErrorEnvelope {
  errors: OccErrorEntry[];
}
