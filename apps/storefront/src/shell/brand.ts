import type { Vertical } from '@atelier/core-catalogue';

/**
 * The brand shown in titles ('title | VERTICAL') and the logo, and the first half of the
 * analytics store id (spec 3, section 9). Its own module so browser code can import it.
 */
export function brandOf(vertical: Vertical): string {
  return vertical === 'suot' ? 'SUOT' : 'ATELIER';
}
