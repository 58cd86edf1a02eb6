import { errorEntries } from '../payment/error-entries.js';
import { addressErrorField, type AddressField } from '../validation/address-error-field.js';

export interface ExpressErrorModal {
  /** The payment method the shopper used, named in the modal (spec 2, 8.2). */
  paymentMethod: string;
  /** Form fields the server complained about, mapped from their reasons (spec 2, 5). */
  fields: AddressField[];
  messages: string[];
}

export function expressErrorModal(paymentMethod: string, error: unknown): ExpressErrorModal {
  const entries = errorEntries(error);
  const fields: AddressField[] = [];
  for (const entry of entries) {
    const field = addressErrorField(entry.reason ?? entry.subject ?? '');
    if (field !== null && !fields.includes(field)) fields.push(field);
  }
  const messages = entries.map((e) => e.message).filter((m): m is string => m !== undefined);
  if (messages.length === 0 && error instanceof Error) messages.push(error.message);
  return { paymentMethod, fields, messages };
}
