/**
 * The one reader of the commerce back-end's error envelope (docs/product/errors.md §4). Bag,
 * checkout and session rules all classify what this returns, so a given error means the same thing
 * everywhere (an `InsufficientStockError` is one whether it came at the top level or, as HTTP
 * clients wrap a failed answer, under `data`).
 */
export interface ErrorEntry {
  errorCode?: string;
  message?: string;
  type?: string;
  reason?: string;
  subject?: string;
}

export interface ErrorEnvelope {
  /** The HTTP status, when the error carries one. */
  status?: number;
  /** The OCC `errors` list, plus the OAuth `error` / `error_description` pair as one entry. */
  entries: ErrorEntry[];
}

const ENTRY_FIELDS = ['errorCode', 'message', 'type', 'reason', 'subject'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** One entry with only its string fields: anything else is dropped, not trusted. */
export function toErrorEntry(value: unknown): ErrorEntry | null {
  if (!isRecord(value)) return null;
  const entry: ErrorEntry = {};
  for (const key of ENTRY_FIELDS) {
    const field = value[key];
    if (typeof field === 'string') entry[key] = field;
  }
  return entry;
}

function listOf(value: unknown): ErrorEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map(toErrorEntry).filter((entry): entry is ErrorEntry => entry !== null);
}

function oauthEntry(body: Record<string, unknown>): ErrorEntry[] {
  const error = body['error'];
  if (typeof error !== 'string') return [];
  const description = body['error_description'];
  return [{ type: error, ...(typeof description === 'string' ? { message: description } : {}) }];
}

function statusOf(error: Record<string, unknown>): number | undefined {
  for (const value of [error['status'], error['statusCode']]) {
    if (typeof value === 'number') return value;
  }
  return undefined;
}

/**
 * The envelope of anything thrown at the core: the back-end's body itself, or that body
 * under `data` (ofetch, and this repo's OCC client, put it there), with the HTTP status.
 * Null when it holds no error entry at all.
 */
export function readErrorEnvelope(error: unknown): ErrorEnvelope | null {
  if (!isRecord(error)) return null;
  const data = isRecord(error['data']) ? error['data'] : {};
  const entries = [
    ...listOf(error['errors']),
    ...oauthEntry(error),
    ...listOf(data['errors']),
    ...oauthEntry(data),
  ];
  if (entries.length === 0 && !Array.isArray(error['errors']) && !Array.isArray(data['errors']))
    return null;
  const status = statusOf(error);
  return status === undefined ? { entries } : { status, entries };
}

/** The entries alone ([] when the error is no envelope). */
export function errorEntries(error: unknown): ErrorEntry[] {
  return readErrorEnvelope(error)?.entries ?? [];
}
