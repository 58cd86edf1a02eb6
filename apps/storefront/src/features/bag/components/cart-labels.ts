import type { ShippingMethodPickerProps } from '@atelier/ui';
import type { BagModal, BagOperation, VoucherErrorReason } from '@atelier/core-bag';
import { failureText, fill } from './bag-labels.js';

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

/** docs/product/bag.md §7: what the voucher field says when a code was refused. */
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

const ACTION_OF: Partial<Record<BagOperation, [key: string, english: string]>> = {
  add: ['cartActionAdd', 'Adding to your bag'],
  changeQuantity: ['cartActionQuantity', 'Changing the quantity'],
  undo: ['cartActionQuantity', 'Changing the quantity'],
  saveForLater: ['cartActionSaveForLater', 'Saving for later'],
  restoreSaved: ['cartActionSaveForLater', 'Saving for later'],
  removeSaved: ['cartActionSaveForLater', 'Saving for later'],
  applyVoucher: ['cartActionVoucher', 'Applying the discount code'],
  deleteVoucher: ['cartActionVoucher', 'Applying the discount code'],
  checkShipping: ['cartActionShipping', 'Updating the shipping method'],
  setShippingMethod: ['cartActionShipping', 'Updating the shipping method'],
  checkSddPostalCode: ['cartActionShipping', 'Updating the shipping method'],
  setPointOfSale: ['cartActionShipping', 'Updating the shipping method'],
  setPackaging: ['cartActionGift', 'Updating the gift options'],
  setGiftMessage: ['cartActionGift', 'Updating the gift options'],
  applyPromotion: ['cartActionGift', 'Updating the gift options'],
  synchronizeStock: ['cartActionStock', 'Checking the stock'],
};

/**
 * docs/product/bag.md §9.4: the error modal's text is the action name plus the reason. The action
 * is the operation that failed; the reason is the machine's (a time-out reads as such).
 */
export function errorModalText(
  labels: Labels,
  modal: Extract<BagModal, { kind: 'error' }>,
  failureKind: string | null,
): { title: string; message: string } {
  const [key, english] = ACTION_OF[modal.operation] ?? ['cartActionBag', 'Loading your bag'];
  const reasonKind =
    modal.reason === 'cartNotFound' || modal.reason === 'expired'
      ? 'cartGone'
      : modal.reason === 'productWithoutStock'
        ? 'noStock'
        : failureKind === 'timeout'
          ? 'timeout'
          : 'unexpected';
  return { title: fill(labels, key, english), message: failureText(labels, reasonKind) };
}
