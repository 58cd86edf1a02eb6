const DAY_MS = 86_400_000;
/** 18 years counted as the spec does: a fixed number of days, not calendar years. */
export const ADULT_AGE_DAYS = 6574;

export function isAdult(
  birthDate: Date | string | null | undefined,
  now: Date,
): boolean | undefined {
  if (birthDate === null || birthDate === undefined || birthDate === '') return undefined;
  const birth = birthDate instanceof Date ? birthDate.getTime() : Date.parse(birthDate);
  if (Number.isNaN(birth)) return undefined;
  return now.getTime() - birth >= ADULT_AGE_DAYS * DAY_MS;
}
