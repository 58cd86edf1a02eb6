import { describe, expect, it } from 'vitest';
import {
  checkoutFormFlags,
  isPickupPhoneMissing,
  missingMandatoryChecks,
  shouldSendDocumentId,
} from './checkout-form-rules.js';

describe('checkout form rules', () => {
  it('requires a pickup phone when a pickup store is chosen', () => {
    expect(isPickupPhoneMissing({ id: 'S1' }, '')).toBe(true);
    expect(isPickupPhoneMissing({ id: 'S1' }, '600000000')).toBe(false);
    expect(isPickupPhoneMissing(null, '')).toBe(false);
  });

  it('sends the document id only when the national id is asked for or an invoice is wanted', () => {
    expect(shouldSendDocumentId({ nationalIdAsked: false, userWantsInvoice: false })).toBe(false);
    expect(shouldSendDocumentId({ nationalIdAsked: true, userWantsInvoice: false })).toBe(true);
    expect(shouldSendDocumentId({ nationalIdAsked: false, userWantsInvoice: true })).toBe(true);
  });

  it('reads the invoice and terms content flags', () => {
    expect(checkoutFormFlags({})).toEqual({
      showInvoice: false,
      invoiceRequired: false,
      showTerms: true,
      termsRequired: false,
    });
    const flags = checkoutFormFlags({
      invoiceEnabled: true,
      invoiceMandatory: true,
      termsMandatory: true,
    });
    expect(flags).toEqual({
      showInvoice: true,
      invoiceRequired: true,
      showTerms: true,
      termsRequired: true,
    });
    expect(checkoutFormFlags({ invoiceMandatory: true }).invoiceRequired).toBe(false);
    expect(missingMandatoryChecks({ flags, invoiceChecked: false, termsChecked: false })).toEqual([
      'invoice',
      'terms',
    ]);
    expect(missingMandatoryChecks({ flags, invoiceChecked: true, termsChecked: true })).toEqual([]);
  });
});
