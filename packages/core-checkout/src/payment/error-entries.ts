import { toErrorEntry, type ErrorEntry } from '@atelier/core-catalogue';

// The envelope is read by core-catalogue's one reader; checkout rules classify its entries.
export { errorEntries, type ErrorEntry } from '@atelier/core-catalogue';

/** The error's own errorCode / message / type / reason / subject, when it has any. */
export function topLevelEntry(error: unknown): ErrorEntry | null {
  const entry = toErrorEntry(error);
  return entry === null || Object.keys(entry).length === 0 ? null : entry;
}
