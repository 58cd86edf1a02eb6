import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import type { TrackingLookup } from '../browser/track-order.js';

/** The two ways to find an order (docs/product/orders.md §5). */
export type TrackingMode = 'email' | 'postalCode';

export interface TrackingFields {
  orderCode: string;
  email: string;
  orderId: string;
  lastName: string;
  postalCode: string;
}

export const EMPTY_FIELDS: TrackingFields = {
  orderCode: '',
  email: '',
  orderId: '',
  lastName: '',
  postalCode: '',
};

/** The label key of each field's problem; an absent field is fine. */
export type FieldErrors = Partial<Record<keyof TrackingFields, string>>;

const REQUIRED = 'requiredField';

/** The fields of the chosen way, each checked before anything is sent. */
export function trackingFieldErrors(mode: TrackingMode, fields: TrackingFields): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (name: keyof TrackingFields) => fields[name].trim() === '';
  if (mode === 'email') {
    if (blank('orderCode')) errors.orderCode = REQUIRED;
    if (blank('email')) errors.email = REQUIRED;
    else if (!looksLikeEmail(fields.email.trim())) errors.email = 'invalidEmail';
  } else {
    for (const name of ['orderId', 'lastName', 'postalCode'] as const)
      if (blank(name)) errors[name] = REQUIRED;
  }
  return errors;
}

export function trackingLookup(mode: TrackingMode, fields: TrackingFields): TrackingLookup {
  return mode === 'email'
    ? { orderCode: fields.orderCode.trim(), email: fields.email.trim() }
    : {
        orderId: fields.orderId.trim(),
        lastName: fields.lastName.trim(),
        postalCode: fields.postalCode.trim(),
      };
}
