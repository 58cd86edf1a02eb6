import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@atelier/core-catalogue';
import { AddressForm, addressValuesOf, type AddressValues } from './AddressForm.js';

const empty: AddressValues = {
  name: '',
  surname: '',
  address: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
};
/** core-catalogue's Address, as checkout's address verification proposes it. */
const madridAddress: Address = {
  name: 'Ana',
  surname: 'García',
  address: 'Calle Mayor 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  region: { code: 'ES-M', name: 'Madrid' },
  country: { code: 'ES' },
  phone: '600000000',
  saveForFutureOrders: true,
};
const madrid = addressValuesOf(madridAddress);

describe('addressValuesOf', () => {
  it("shows core-catalogue's Address under its own field names, absent fields empty", () => {
    expect(madrid).toEqual({
      name: 'Ana',
      surname: 'García',
      address: 'Calle Mayor 1',
      additionalAddress: '',
      postalCode: '28001',
      city: 'Madrid',
      region: 'Madrid',
      phone: '600000000',
    });
  });
});

describe('AddressForm', () => {
  it('carries the standard autofill token on every field', () => {
    render(<AddressForm values={empty} onChange={() => {}} onSubmit={() => {}} />);
    const tokens = Object.fromEntries(
      [...document.querySelectorAll('input')].map((input) => [
        input.name,
        input.getAttribute('autocomplete'),
      ]),
    );
    expect(tokens).toEqual({
      name: 'given-name',
      surname: 'family-name',
      address: 'address-line1',
      additionalAddress: 'address-line2',
      postalCode: 'postal-code',
      city: 'address-level2',
      region: 'address-level1',
      phone: 'tel',
    });
  });

  it('reports typing and submits with Enter, with the checkout hook on the button', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <AddressForm
        values={empty}
        onChange={onChange}
        onSubmit={onSubmit}
        submitTestId="checkout-continue"
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '2{Enter}');
    expect(onChange).toHaveBeenCalledWith('postalCode', '2');
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByTestId('checkout-continue').textContent).toBe('Continue');
  });

  it("holds a site's extra fields before its button, submitted with the form", async () => {
    const onSubmit = vi.fn();
    render(
      <AddressForm values={empty} onChange={() => undefined} onSubmit={onSubmit}>
        <label>
          National ID
          <input name="nationalId" />
        </label>
      </AddressForm>,
    );
    const extra = screen.getByRole('textbox', { name: 'National ID' });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(extra.closest('form')).toBe(button.closest('form'));
    expect(extra.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(extra, '1{Enter}');
    expect(onSubmit).toHaveBeenCalled();
  });

  it('ties errors to their fields', () => {
    render(
      <AddressForm
        values={empty}
        onChange={() => {}}
        onSubmit={() => {}}
        errors={{ postalCode: 'Enter a valid postal code' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter a valid postal code');
    // Shown on submit, the error is announced as it appears (docs/api-contract.md §7).
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid postal code');
  });

  it('offers several suggested addresses as a radio group: the first chosen and focused, another taken', async () => {
    const onChoose = vi.fn();
    const onKeep = vi.fn();
    const one = { ...madridAddress, address: 'Calle Mayor 1' };
    const two = { ...madridAddress, address: 'Calle Mayor 2' };
    render(
      <AddressForm
        values={madrid}
        onChange={() => {}}
        onSubmit={() => {}}
        suggestions={[one, two]}
        onChooseSuggestion={onChoose}
        onKeepEntered={onKeep}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Did you mean?' });
    const group = within(dialog).getByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(radios[0]);
    // The arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowDown}');
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(onChoose).toHaveBeenCalledWith(two);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Keep the address I entered' }),
    );
    expect(onKeep).toHaveBeenCalled();
  });

  it('one suggestion is offered the same way, and Escape keeps editing', async () => {
    const onKeep = vi.fn();
    render(
      <AddressForm
        values={madrid}
        onChange={() => {}}
        onSubmit={() => {}}
        suggestions={[{ ...madridAddress, address: 'Calle Mayor, 1' }]}
        onKeepEntered={onKeep}
      />,
    );
    expect(
      screen.getByRole('radio', { name: 'Calle Mayor, 1, 28001 Madrid, Madrid' }),
    ).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalled();
  });

  it('offers region and city as selects where the site asks, the region first', async () => {
    const onChange = vi.fn();
    render(
      <AddressForm
        values={{ ...empty, region: 'Jalisco' }}
        onChange={onChange}
        onSubmit={() => {}}
        pickers={{
          region: { options: [{ value: 'Jalisco', label: 'Jalisco' }] },
          city: {
            options: [
              { value: 'Guadalajara', label: 'Guadalajara' },
              { value: 'Zapopan', label: 'Zapopan' },
            ],
          },
        }}
      />,
    );
    const region = screen.getByRole('combobox', { name: 'Province' });
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(region.getAttribute('autocomplete')).toBe('address-level1');
    // The region filters the city, so it comes first in reading and tab order.
    expect(region.compareDocumentPosition(city) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.selectOptions(city, 'Zapopan');
    expect(onChange).toHaveBeenCalledWith('city', 'Zapopan');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeTruthy();
  });

  it('disables a picker with nothing to offer yet (no region chosen)', () => {
    render(
      <AddressForm
        values={empty}
        onChange={() => {}}
        onSubmit={() => {}}
        pickers={{ region: { options: [] }, city: { options: [] } }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('disabled', true);
  });
});
