/**
 * Which SAP Commerce the client talks to, where the two differ in a call (ADR 0035):
 * `extended` is the brand's back-end (docs/product/commerce-api.md: GET validate with availability errors,
 * GET products/{code}/stock, the consent service), `standard` is SAP Commerce 2211 OCC as it
 * ships (POST validate with cart modifications, stock(DEFAULT), consent templates).
 */
export type CommerceDialect = 'standard' | 'extended';
export const COMMERCE_DIALECTS = ['standard', 'extended'] as const satisfies CommerceDialect[];
export const DEFAULT_COMMERCE_DIALECT: CommerceDialect = 'extended';

export function isCommerceDialect(value: string): value is CommerceDialect {
  return (COMMERCE_DIALECTS as readonly string[]).includes(value);
}
