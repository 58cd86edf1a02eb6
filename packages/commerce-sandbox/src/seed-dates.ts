/** Seeded dates are days before the seed's fixed `now`, never the clock. */
export function isoDaysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
