// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type CheckoutAddressValues } from '../browser/address-values.js';
import { harness, renderIn } from './payment/payment-test-harness.js';
import { useAddressDraft } from './use-address-draft.js';

/** A form that shows its name and, once mounted, applies `update` to its values. */
function Form({
  initial,
  update,
}: {
  initial: CheckoutAddressValues;
  update: (current: CheckoutAddressValues) => CheckoutAddressValues;
}) {
  const [values, setValues] = useAddressDraft('shipping', () => initial);
  useEffect(() => setValues(update), [setValues, update]);
  return <output>{values.name}</output>;
}

function shown(
  cartId: string,
  initial: CheckoutAddressValues,
  update = (c: CheckoutAddressValues) => c,
) {
  const { value } = harness();
  renderIn(
    { ...value, cart: { ...value.cart, cartId } },
    <Form initial={initial} update={update} />,
  );
}

const named = (name: string) => ({ ...EMPTY_ADDRESS, name });

describe('an address form’s draft (browser/form-drafts.ts)', () => {
  it('keeps a change: the form shown again starts from it', () => {
    shown('cart-kept', named('Ana'), (c) => ({ ...c, name: 'Ana María' }));
    cleanup();
    shown('cart-kept', named('Ana'));
    expect(screen.getByRole('status').textContent).toBe('Ana María');
  });

  it('keeps no draft of an update that changed nothing: the form shown again starts from its new initial values', () => {
    // Such as the region filled from the postal code when the country tree arrives with nothing to fill.
    shown('cart-unchanged', named('Ana'));
    cleanup();
    shown('cart-unchanged', named('Luis'));
    expect(screen.getByRole('status').textContent).toBe('Luis');
  });
});
