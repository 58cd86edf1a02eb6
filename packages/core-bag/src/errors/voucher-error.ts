import type { BagFailure } from '../machine/bag.machine.types.js';
import { readCartError } from './cart-error.js';

/**
 * Why a voucher was refused, as the shopper is told (docs/product/bag.md §7): the code does
 * not exist or does not apply to this bag (`invalid`), its dates are over (`expired`), or
 * the apply call itself failed (`unexpected`: a timeout, a broken answer, a server error).
 */
export type VoucherErrorReason = 'invalid' | 'expired' | 'unexpected';

/** The reason of a failed voucher operation, read from the back-end's error list. */
export function voucherErrorReason(
  failure: Pick<BagFailure, 'kind' | 'error'>,
): VoucherErrorReason {
  if (failure.kind !== 'voucher') return 'unexpected';
  const items = readCartError(failure.error)?.errors ?? [];
  const says = (word: string) =>
    items.some((item) =>
      [item.reason, item.message, item.errorCode].some((text) =>
        text?.toLowerCase().includes(word),
      ),
    );
  return says('expired') ? 'expired' : 'invalid';
}
