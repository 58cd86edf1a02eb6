import type { SandboxContext } from './context.js';

/** The ids of the stores that deliver the same day to a postal code. */
export function storesServing(ctx: SandboxContext, postalCode: string | null): string[] {
  if (!postalCode) return [];
  return ctx.db
    .prepare<[string], { store_id: string }>(
      'SELECT store_id FROM store_sdd_postal_codes WHERE postal_code = ? ORDER BY store_id',
    )
    .all(postalCode)
    .map((r) => r.store_id);
}
