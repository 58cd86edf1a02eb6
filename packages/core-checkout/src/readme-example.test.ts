import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JS example, run as other channels would run it
import { guestCheckout } from '../examples/guest-checkout.mjs';

describe('the README example', () => {
  it('is examples/guest-checkout.mjs, verbatim', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(
      new URL('../examples/guest-checkout.mjs', import.meta.url),
      'utf8',
    );
    expect(readme).toContain(example.trim());
  });

  it('runs a guest checkout and a card payment with a challenge to the confirmation', async () => {
    const { calls, output } = (await guestCheckout()) as {
      calls: string[];
      output: unknown;
    };
    expect(output).toEqual({ kind: 'confirmation', orderCode: '00012345' });
    expect(calls).toEqual([
      'getAddresses',
      'getDeliveryCountries',
      'getDeliveryModes',
      'setEmail',
      'setDeliveryMode',
      'validateAddress',
      'setDeliveryAddress',
      'setDeliveryMode',
      'createCardPayment',
      'authorise3ds2',
    ]);
  });
});
