import { useCallback, useState, type SetStateAction } from 'react';
import type { CheckoutAddressValues } from '../browser/address-values.js';
import { formDrafts } from '../browser/form-drafts.js';
import { useCheckout } from './checkout-context.js';

/** The page's drafts of the address forms (browser/form-drafts.ts says why). */
const drafts = formDrafts<CheckoutAddressValues>();

/**
 * An address form's values that outlive the form: it starts from the draft of this cart's form
 * (what was typed before the step was unmounted and shown again) or from `initial`; every change
 * is kept; `sent` drops the draft once the form is submitted.
 */
export function useAddressDraft(
  form: 'shipping' | 'billing',
  initial: () => CheckoutAddressValues,
): [CheckoutAddressValues, (update: SetStateAction<CheckoutAddressValues>) => void, () => void] {
  const { cart } = useCheckout();
  const cartId = cart.cartId;
  const [values, setState] = useState<CheckoutAddressValues>(
    () => drafts.read(cartId, form) ?? initial(),
  );
  const setValues = useCallback(
    (update: SetStateAction<CheckoutAddressValues>) =>
      setState((current) => {
        const next = typeof update === 'function' ? update(current) : update;
        // Nothing changed, nothing typed: no draft (it would stand for the address to show).
        if (next === current) return current;
        drafts.keep(cartId, form, next);
        return next;
      }),
    [cartId, form],
  );
  const sent = useCallback(() => drafts.drop(cartId, form), [cartId, form]);
  return [values, setValues, sent];
}
