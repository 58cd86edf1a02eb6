import type { Vertical } from '@atelier/core-catalogue';

/**
 * The brand shown in titles ('title | VERTICAL') and the logo, and the first half of the
 * analytics store id (docs/product/consent.md §3). Its own module so browser code can import it.
 */
export function brandOf(vertical: Vertical): string {
  return vertical === 'suot' ? 'SUOT' : 'ATELIER';
}
