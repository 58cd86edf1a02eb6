import { toMinorUnits, type Money } from '@atelier/core-catalogue';

/**
 * What the payment step does about the bag's total (docs/product/bag.md §2;
 * docs/product/payments.md §6.2; issue 31, 2): the amount the shopper was shown is the one a
 * payment asks for. When the bag's total moved since (a line added in another tab, a voucher, a
 * gift), nothing is paid: the step shows the new total and says why, and the shopper pays again.
 * Compared in the currency's minor units, so a float never makes a change out of nothing.
 */
export type AmountCheck =
  { kind: 'same' } | { kind: 'changed'; shown: Money; current: Money; direction: 'up' | 'down' };

export function checkShownAmount(shown: Money, current: Money): AmountCheck {
  const before = toMinorUnits(shown);
  const now = toMinorUnits(current);
  if (shown.currency === current.currency && before === now) return { kind: 'same' };
  return { kind: 'changed', shown, current, direction: now >= before ? 'up' : 'down' };
}
