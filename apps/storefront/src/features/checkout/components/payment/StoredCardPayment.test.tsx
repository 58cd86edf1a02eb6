// @vitest-environment jsdom
import '../../../../../test/jsdom-polyfills.js';
import type { StoredCard } from '@atelier/core-checkout';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { withReads } from '../../../../shell/browser/read/read-test-support.js';
import { harness, renderIn } from './payment-test-harness.js';
import { CardPayment } from './CardPayment.js';

// Issue 31.4: a signed-in shopper's stored cards at the card step (ADR 0042).
afterEach(cleanup);

const TODAY = () => new Date('2026-11-29T10:00:00Z');
const card = (id: string, type: string, last: string, month: number, year: number): StoredCard => ({
  id,
  type,
  number: `************${last}`,
  holderName: 'Lucia Martin',
  expiryDate: { month, year },
});
const CARDS = [
  card('card-1', 'visa', '1111', 3, 2030),
  card('card-old', 'visa', '0004', 10, 2026),
  card('card-2', 'mc', '4444', 11, 2026),
  card('card-amex', 'amex', '0005', 1, 2031),
];
const ordered = () => Promise.resolve({ kind: 'order' as const, orderCode: '00012345' });

function signedIn(lang: 'es-es' | 'sa-ar' = 'es-es') {
  return harness({
    paymentMethod: 'card',
    lang,
    isGuest: false,
    payments: { createCardPayment: ordered },
    checkoutPort: { getStoredCards: () => Promise.resolve(CARDS) },
  });
}

async function renderStep(value: ReturnType<typeof harness>['value']) {
  // The card form itself, on a fixed day (a card expiring this month is still offered).
  renderIn(value, withReads(<CardPayment today={TODAY} />));
  return screen.findByTestId('card-payment');
}

describe('stored cards at the card step', () => {
  it('offers the unexpired cards of the site’s brands, the first chosen, and the new card last', async () => {
    const { value } = signedIn();
    await renderStep(value);
    const group = screen.getByRole('radiogroup', { name: 'Your saved cards' });
    // What each option says, beside its (decorative) brand mark.
    const names = [...group.querySelectorAll('[data-testid="stored-card-option"]')].map((el) =>
      (el.textContent ?? '').replace(el.querySelector('svg')?.textContent ?? '', ''),
    );
    // The card that expired in October is not offered; November's still is.
    expect(names).toEqual([
      'Visa ending in 1111Expires 03/2030',
      'Mastercard ending in 4444Expires 11/2026',
      'American Express ending in 0005Expires 01/2031',
    ]);
    expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('stored-card-new').textContent).toContain('Pay with another card');
    // A stored card asks its security code only.
    expect(screen.getByLabelText(/Security code/).getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('pays with the chosen card and its security code, the amount as the form shows it', async () => {
    const { value, payments } = signedIn();
    await renderStep(value);
    await userEvent.click(screen.getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await userEvent.type(screen.getByLabelText(/Security code/), '123');
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012345' }));
    expect(payments['createCardPayment']).toHaveBeenCalledWith(
      expect.objectContaining({
        holderName: 'Lucia Martin',
        brand: 'mc',
        card: { storedCardId: 'card-2', encryptedSecurityCode: '123' },
        storeCard: false,
        amount: { value: 191.25, currency: 'EUR' },
      }),
      expect.anything(),
    );
  });

  it('asks a well-formed security code before any call (four digits for amex)', async () => {
    const { value, payments } = signedIn();
    await renderStep(value);
    await userEvent.click(screen.getByRole('radio', { name: /American Express/ }));
    await userEvent.type(screen.getByLabelText(/Security code/), '123');
    await userEvent.click(screen.getByTestId('pay'));
    expect(screen.getByText('Check the security code.')).toBeTruthy();
    expect(payments['createCardPayment']).not.toHaveBeenCalled();
  });

  it('saves a new card only when the shopper ticks it', async () => {
    const { value, payments } = signedIn();
    await renderStep(value);
    await userEvent.click(screen.getByRole('radio', { name: /Pay with another card/ }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name on the card/), 'Lucia Martin');
    await user.type(screen.getByLabelText(/Card number/), '4111111111111111');
    await user.type(screen.getByLabelText(/Expiry date/), '05/31');
    await user.type(screen.getByLabelText(/Security code/), '737');
    const save = screen.getByRole('checkbox', { name: /Save this card/ });
    expect(save).toHaveProperty('checked', false);
    await user.click(save);
    await user.click(screen.getByTestId('pay'));
    await waitFor(() => expect(value.onOrderPlaced).toHaveBeenCalled());
    expect(payments['createCardPayment']).toHaveBeenCalledWith(
      expect.objectContaining({
        storeCard: true,
        card: expect.objectContaining({ encryptedCardNumber: '4111111111111111' }),
      }),
      expect.anything(),
    );
  });

  it('a guest is never asked for stored cards and cannot save one', async () => {
    const { value, checkoutPort } = harness({
      paymentMethod: 'card',
      checkoutPort: { getStoredCards: () => Promise.resolve(CARDS) },
    });
    await renderStep(value);
    expect(checkoutPort['getStoredCards']).not.toHaveBeenCalled();
    expect(screen.queryByTestId('stored-card-picker')).toBeNull();
    expect(screen.queryByTestId('save-card')).toBeNull();
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
  });

  it('offers the new card alone when the cards cannot be read', async () => {
    const { value } = harness({
      paymentMethod: 'card',
      isGuest: false,
      checkoutPort: { getStoredCards: () => Promise.reject(new Error('down')) },
    });
    await renderStep(value);
    expect(screen.queryByTestId('stored-card-picker')).toBeNull();
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
    expect(screen.getByTestId('save-card')).toBeTruthy();
  });

  it('on sa-ar writes the expiry in the site’s digits and keeps the last four verbatim', async () => {
    const { value } = signedIn('sa-ar');
    await renderStep(value);
    const option = screen.getAllByTestId('stored-card-option')[0]!;
    expect(option.querySelector('time')?.textContent).toBe('٠٣/٢٠٣٠');
    expect(option.querySelector('time')?.getAttribute('datetime')).toBe('2030-03');
    const last = option.querySelector('bdi');
    expect(last?.textContent).toBe('1111');
    expect(last?.getAttribute('translate')).toBe('no');
    // amex is not a brand sa-ar takes: that card is not offered there.
    expect(screen.queryByRole('radio', { name: /American Express/ })).toBeNull();
  });
});
