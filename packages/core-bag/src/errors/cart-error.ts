/** One item of the back-end's error list (spec 2, section 8). */
export interface CartErrorItem {
  errorCode?: string;
  message?: string;
  type?: string;
  reason?: string;
  subject?: string;
}

/** The error body the commerce back-end sends, with the HTTP status when known. */
export interface CartErrorBody {
  status?: number;
  errors: CartErrorItem[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The error list of anything thrown at the bag, or null when it is not an error body.
 * Fields that are not strings are dropped rather than trusted.
 */
export function readCartError(error: unknown): CartErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, errors } = error as { status?: unknown; errors?: unknown };
  if (!Array.isArray(errors)) return null;
  const items: CartErrorItem[] = [];
  for (const raw of errors as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const fields = raw as Record<string, unknown>;
    const item: CartErrorItem = {};
    for (const key of ['errorCode', 'message', 'type', 'reason', 'subject'] as const) {
      const value = text(fields[key]);
      if (value !== undefined) item[key] = value;
    }
    items.push(item);
  }
  return typeof status === 'number' ? { status, errors: items } : { errors: items };
}
