// The help page's contact form files a case in the case system through its web-to-case form
// (docs/product/commerce-api.md §13): category levels L1 to L4 chosen by the reason number, the
// country and the organisation id. The spec gives neither the reasons nor their levels; these are
// ours.

export interface CaseLevels {
  L1: string;
  L2: string;
  L3: string;
  L4: string;
}

/** The reasons the form offers, by number, with the levels the case is filed under. */
export const CONTACT_REASONS: Readonly<Record<number, CaseLevels>> = {
  1: { L1: 'Customer service', L2: 'Online order', L3: 'Order status', L4: 'Enquiry' },
  2: { L1: 'Customer service', L2: 'Product', L3: 'Product information', L4: 'Enquiry' },
  3: { L1: 'Customer service', L2: 'After-sales', L3: 'Returns and refunds', L4: 'Request' },
  4: { L1: 'Customer service', L2: 'Other', L3: 'General', L4: 'Enquiry' },
};

export const CONTACT_REASON_NUMBERS: readonly number[] = Object.keys(CONTACT_REASONS).map(Number);

/** The levels of a reason number; null for a number the form does not offer. */
export function caseLevelsFor(reason: number): CaseLevels | null {
  return Object.hasOwn(CONTACT_REASONS, reason) ? (CONTACT_REASONS[reason] ?? null) : null;
}

export interface ContactCaseForm {
  name: string;
  email: string;
  reason: number;
  message: string;
  orderCode?: string | undefined;
}

/**
 * The fields of the web-to-case post: the shopper's, the levels of the reason, the country
 * (upper case) and the organisation. Null when the reason has no levels.
 */
export function webToCaseFields(
  form: ContactCaseForm,
  ctx: { country: string; orgId: string },
): Record<string, string> | null {
  const levels = caseLevelsFor(form.reason);
  if (!levels) return null;
  return {
    orgid: ctx.orgId,
    name: form.name.trim(),
    email: form.email.trim(),
    description: form.message.trim(),
    reason: String(form.reason),
    country: ctx.country.toUpperCase(),
    ...levels,
    ...(form.orderCode?.trim() ? { orderCode: form.orderCode.trim() } : {}),
  };
}
