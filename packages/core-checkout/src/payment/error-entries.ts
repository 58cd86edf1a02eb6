/** One entry of the back-end's error list (spec 2, section 8). */
export interface ErrorEntry {
  errorCode?: string;
  message?: string;
  type?: string;
  reason?: string;
  subject?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function toEntry(value: unknown): ErrorEntry | null {
  if (!isRecord(value)) return null;
  const entry: ErrorEntry = {};
  const errorCode = text(value['errorCode']);
  const message = text(value['message']);
  const type = text(value['type']);
  const reason = text(value['reason']);
  const subject = text(value['subject']);
  if (errorCode !== undefined) entry.errorCode = errorCode;
  if (message !== undefined) entry.message = message;
  if (type !== undefined) entry.type = type;
  if (reason !== undefined) entry.reason = reason;
  if (subject !== undefined) entry.subject = subject;
  return entry;
}

function listOf(value: unknown): ErrorEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map(toEntry).filter((entry): entry is ErrorEntry => entry !== null);
}

/**
 * The entries of an error as it reaches the core: `{ errors: [...] }` from the back-end, or
 * the same body under `data` (how an HTTP client wraps a failed response). Anything else
 * has no entries.
 */
export function errorEntries(error: unknown): ErrorEntry[] {
  if (!isRecord(error)) return [];
  const data = error['data'];
  return [...listOf(error['errors']), ...(isRecord(data) ? listOf(data['errors']) : [])];
}

/** The error's own errorCode / message / type / reason / subject, when it has any. */
export function topLevelEntry(error: unknown): ErrorEntry | null {
  const entry = toEntry(error);
  return entry === null || Object.keys(entry).length === 0 ? null : entry;
}
