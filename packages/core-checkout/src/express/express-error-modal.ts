import type { CallFailure } from '../calls/call-failure.js';
import { errorEntries } from '../payment/error-entries.js';
import { addressErrorField, type AddressField } from '../validation/address-error-field.js';

/** What a failed express call said, before the modal names the method. */
export interface ExpressErrorDetails {
  /**
   * Form fields the server complained about, mapped from their reasons
   * (docs/product/checkout.md §9.7).
   */
  fields: AddressField[];
  messages: string[];
}

export interface ExpressErrorModal extends ExpressErrorDetails {
  /** The payment method the shopper used, named in the modal (docs/product/payments.md §6.2). */
  paymentMethod: string;
}

export function expressErrorDetails(error: unknown): ExpressErrorDetails {
  const entries = errorEntries(error);
  const fields: AddressField[] = [];
  for (const entry of entries) {
    const field = addressErrorField(entry.reason ?? entry.subject ?? '');
    if (field !== null && !fields.includes(field)) fields.push(field);
  }
  const messages = entries.map((e) => e.message).filter((m): m is string => m !== undefined);
  if (messages.length === 0 && error instanceof Error) messages.push(error.message);
  return { fields, messages };
}

export function expressErrorModal(paymentMethod: string, error: unknown): ExpressErrorModal {
  return { paymentMethod, ...expressErrorDetails(error) };
}

/** The modal for a failed express call: the server's fields and messages, or what went wrong. */
export function expressFailureModal(
  paymentMethod: string,
  failure: CallFailure<ExpressErrorDetails>,
): ExpressErrorModal {
  if (failure.kind === 'rejected') return { paymentMethod, ...failure.reason };
  return { paymentMethod, fields: [], messages: [failure.kind] };
}
