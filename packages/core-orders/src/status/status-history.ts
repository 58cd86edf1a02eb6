/** An unreadable date sorts as the oldest, so it never hides a real entry. */
function timeOf(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first, one entry per status (its newest): what the order detail shows. */
export function statusHistory<E extends { status: string; date: string }>(entries: E[]): E[] {
  const newestByStatus = new Map<string, E>();
  for (const entry of entries) {
    const kept = newestByStatus.get(entry.status);
    if (!kept || timeOf(entry.date) > timeOf(kept.date)) newestByStatus.set(entry.status, entry);
  }
  return [...newestByStatus.values()].sort((a, b) => {
    const difference = timeOf(b.date) - timeOf(a.date);
    // Two unreadable dates give NaN (-Infinity minus -Infinity): keep their order.
    return Number.isNaN(difference) ? 0 : difference;
  });
}
