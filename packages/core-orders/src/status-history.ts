/** Newest first, one entry per status (its newest): what the order detail shows. */
export function statusHistory<E extends { status: string; date: string }>(entries: E[]): E[] {
  const newestByStatus = new Map<string, E>();
  for (const entry of entries) {
    const kept = newestByStatus.get(entry.status);
    if (!kept || Date.parse(entry.date) > Date.parse(kept.date))
      newestByStatus.set(entry.status, entry);
  }
  return [...newestByStatus.values()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
