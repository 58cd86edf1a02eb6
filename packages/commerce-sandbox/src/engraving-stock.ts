import type { SandboxDb } from './db.js';
import { OccError } from './errors.js';
import { statements } from './product-view.js';

/**
 * The products of engraved lines the workshop cannot engrave now (docs/product/product.md §2.5):
 * the product (its base, for a size) no longer takes an engraving since the line went in. The
 * bag answers them as `notAvailableProductsForEngraving`; an order is refused until they go.
 */
export function notAvailableForEngraving(db: SandboxDb, cartCode: string): string[] {
  const s = statements(db);
  const codes = new Set<string>();
  const engraved = db
    .prepare<[string], { product_code: string }>(
      'SELECT product_code FROM cart_entries WHERE cart_code = ? AND engraving IS NOT NULL ORDER BY entry_number',
    )
    .all(cartCode);
  for (const { product_code: code } of engraved) {
    const row = s.product(code);
    const base = row?.base_code ? s.product(row.base_code) : row;
    if (base?.able_to_engrave !== 1) codes.add(code);
  }
  return [...codes];
}

/** The order's refusal while an engraved line cannot be engraved (docs/product/payments.md §6.2). */
export function noEngravingStock(codes: readonly string[]): OccError {
  return new OccError(
    400,
    codes.map((code) => ({
      type: 'CartError',
      message: `Product [${code}] cannot be engraved now.`,
      reason: 'noEngravingStock',
      subject: code,
    })),
  );
}
