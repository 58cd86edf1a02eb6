/**
 * A pickup store needs a phone to warn the shopper the order is ready
 * (docs/product/checkout.md §9.4).
 */
export function isPickupPhoneMissing(
  pickupStore: unknown,
  phone: string | null | undefined,
): boolean {
  return pickupStore !== null && pickupStore !== undefined && (phone ?? '').trim() === '';
}

/** The document id travels only when it is asked for or an invoice is wanted. */
export function shouldSendDocumentId(ctx: {
  nationalIdAsked: boolean;
  userWantsInvoice: boolean;
}): boolean {
  return ctx.nationalIdAsked || ctx.userWantsInvoice;
}

/** Content flags of the payment form (docs/product/checkout.md §9.6). */
export interface CheckoutContentFlags {
  invoiceEnabled?: boolean | null;
  invoiceMandatory?: boolean | null;
  termsMandatory?: boolean | null;
  termsHidden?: boolean | null;
}

export interface CheckoutFormFlags {
  showInvoice: boolean;
  invoiceRequired: boolean;
  showTerms: boolean;
  termsRequired: boolean;
}

export function checkoutFormFlags(flags: CheckoutContentFlags): CheckoutFormFlags {
  const showInvoice = flags.invoiceEnabled === true;
  const showTerms = flags.termsHidden !== true;
  return {
    showInvoice,
    // A hidden checkbox cannot be mandatory: the shopper could never tick it.
    invoiceRequired: showInvoice && flags.invoiceMandatory === true,
    showTerms,
    termsRequired: showTerms && flags.termsMandatory === true,
  };
}

export interface PaymentFormCheck {
  flags: CheckoutFormFlags;
  invoiceChecked: boolean;
  termsChecked: boolean;
}

/** The mandatory checkboxes left unticked. */
export function missingMandatoryChecks(check: PaymentFormCheck): ('invoice' | 'terms')[] {
  const missing: ('invoice' | 'terms')[] = [];
  if (check.flags.invoiceRequired && !check.invoiceChecked) missing.push('invoice');
  if (check.flags.termsRequired && !check.termsChecked) missing.push('terms');
  return missing;
}
