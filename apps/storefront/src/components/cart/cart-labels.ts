import type { ShippingMethodPickerProps } from '@atelier/ui';
import type { VoucherErrorReason } from '@atelier/core-bag';
import { fill } from '../bag/bag-labels.js';

type Labels = Record<string, string>;

/** The shipping method's own label by its code (standard_ca reads as standard), else its name. */
export function methodName(labels: Labels, code: string, name: string | null): string {
  const kind = code.startsWith('standard')
    ? 'Standard'
    : code.startsWith('express')
      ? 'Express'
      : code.startsWith('sdd')
        ? 'Sdd'
        : code === 'pickup_2h'
          ? 'Pickup2h'
          : code === 'externalpickup'
            ? 'Externalpickup'
            : code.startsWith('pickup')
              ? 'Pickup'
              : null;
  const key = kind === null ? null : `cartMethod${kind}`;
  return (key !== null ? labels[key] : undefined) ?? name ?? code;
}

export function shippingLabels(labels: Labels): NonNullable<ShippingMethodPickerProps['labels']> {
  return {
    group: fill(labels, 'cartShippingTitle', 'Shipping method'),
    free: fill(labels, 'cartShippingFree', 'Free'),
    postalCode: fill(labels, 'cartSddPostalCode', 'Postal code for same-day delivery'),
    check: fill(labels, 'cartSddCheck', 'Check'),
    available: fill(
      labels,
      'cartSddAvailable',
      'Same-day delivery is available at this postal code.',
    ),
    unavailable: fill(
      labels,
      'cartSddUnavailable',
      'Same-day delivery is not available for your whole bag at this postal code.',
    ),
  };
}

/** Spec 2, 4.6: what the voucher field says when a code was refused. */
export function voucherErrorText(labels: Labels, reason: VoucherErrorReason): string {
  switch (reason) {
    case 'expired':
      return fill(labels, 'cartVoucherExpired', 'This code has expired.');
    case 'invalid':
      return fill(labels, 'cartVoucherInvalid', 'This code is not valid.');
    default:
      return fill(
        labels,
        'cartVoucherUnexpected',
        'We could not check this code. Please try again.',
      );
  }
}

/** Product names joined the way the site's language lists things. */
export function listOf(locale: string, names: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
