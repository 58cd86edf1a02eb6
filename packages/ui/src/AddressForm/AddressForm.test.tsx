import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm, type AddressValues } from './AddressForm.js';

const empty: AddressValues = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  region: '',
  phone: '',
};
const madrid: AddressValues = {
  ...empty,
  firstName: 'Ana',
  lastName: 'García',
  line1: 'Calle Mayor 1',
  postalCode: '28001',
  city: 'Madrid',
  region: 'Madrid',
  phone: '600000000',
};

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
      firstName: 'given-name',
      lastName: 'family-name',
      line1: 'address-line1',
      line2: 'address-line2',
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
  });

  it('offers suggested addresses in a dialog', async () => {
    const onChoose = vi.fn();
    const onKeep = vi.fn();
    render(
      <AddressForm
        values={madrid}
        onChange={() => {}}
        onSubmit={() => {}}
        suggestions={[{ ...madrid, line1: 'Calle Mayor, 1' }]}
        onChooseSuggestion={onChoose}
        onKeepEntered={onKeep}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Did you mean?' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Calle Mayor, 1, 28001 Madrid, Madrid' }),
    );
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ line1: 'Calle Mayor, 1' }));
    await userEvent.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalled();
  });
});
