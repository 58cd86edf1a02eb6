export type LandingUserType = 'logged' | 'not logged';

/** A 404 the page layer turns into the not-found page. */
export class LandingNotFoundError extends Error {
  readonly status = 404;
  constructor(
    readonly slug: string,
    readonly route: string,
    readonly userType: LandingUserType,
  ) {
    super(`No landing found (slug: ${slug}, route: ${route}, userType: ${userType})`);
    this.name = 'LandingNotFoundError';
  }
}

/** The landing for this kind of visitor, else the first one; none at all is a 404. */
export function selectLanding<L extends { userType?: string | null }>(
  landings: readonly L[],
  userType: LandingUserType,
  where: { slug: string; route: string },
): L {
  const chosen = landings.find((landing) => landing.userType === userType) ?? landings[0];
  if (!chosen) throw new LandingNotFoundError(where.slug, where.route, userType);
  return chosen;
}
