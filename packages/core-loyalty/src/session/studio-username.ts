import type { Vertical } from '@atelier/core-catalogue';

/**
 * The studio line keeps its accounts apart from the main brand's by a suffix on the username.
 * The spec does not give the suffix; this is the one the commerce back-end (and its sandbox)
 * strips at login, so a studio shopper can sign in; the site settings can replace it.
 */
export const STUDIO_USERNAME_SUFFIX = '|suot';

/** The username sent at login: the studio line's carries its suffix, exactly once. */
export function loginUsername(
  username: string,
  vertical: Vertical,
  suffix: string = STUDIO_USERNAME_SUFFIX,
): string {
  const trimmed = username.trim();
  if (vertical !== 'suot' || suffix === '' || trimmed.endsWith(suffix)) return trimmed;
  return `${trimmed}${suffix}`;
}
