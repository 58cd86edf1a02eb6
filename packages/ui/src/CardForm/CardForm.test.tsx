import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { detectCardBrand, formatCardNumber } from './card-brand.js';
import { CardForm, type CardValues } from './CardForm.js';

describe('card brand helpers', () => {
  it('detects brands by prefix and groups digits', () => {
    expect(detectCardBrand('4111 1111')).toBe('visa');
    expect(detectCardBrand('5500')).toBe('mastercard');
    expect(detectCardBrand('3782')).toBe('amex');
    expect(detectCardBrand('9')).toBeNull();
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

function Harness({ onSubmit }: { onSubmit: (v: CardValues) => void }) {
  const [values, setValues] = useState<CardValues>({ name: '', number: '', expiry: '', cvc: '' });
  return (
    <CardForm
      values={values}
      brands={['visa', 'mastercard']}
      onChange={(f, v) => setValues({ ...values, [f]: v })}
      onSubmit={() => onSubmit(values)}
      payLabel="Pay €80.00"
    />
  );
}

describe('CardForm', () => {
  it('uses the card autofill tokens and pays with the test hook', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const tokens = [...document.querySelectorAll('input')].map((i) =>
      i.getAttribute('autocomplete'),
    );
    expect(tokens).toEqual(['cc-name', 'cc-number', 'cc-exp', 'cc-csc']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code' }), '12a3');
    await userEvent.click(screen.getByTestId('pay'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111 1111 1111 1111', cvc: '123' }),
    );
    expect(screen.getByRole('img', { name: 'mastercard' }).closest('li')?.dataset['active']).toBe(
      'false',
    );
  });

  it('shows field errors', () => {
    render(
      <CardForm
        values={{ name: 'A', number: '4000', expiry: '01/20', cvc: '' }}
        brands={['visa']}
        onChange={() => {}}
        onSubmit={() => {}}
        errors={{ expiry: 'The card has expired' }}
      />,
    );
    expect(
      screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('The card has expired')).toBeTruthy();
  });

  it('offers the save-card checkbox only when asked, and reports its state', async () => {
    const onSave = vi.fn();
    const props = {
      values: { name: '', number: '', expiry: '', cvc: '' },
      brands: ['visa'] as const,
      onChange: () => {},
      onSubmit: () => {},
    };
    const { rerender } = render(<CardForm {...props} />);
    expect(screen.queryByTestId('save-card')).toBeNull();
    rerender(
      <CardForm
        {...props}
        saveCard={{ label: 'Save this card', checked: false, onChange: onSave }}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    expect(onSave).toHaveBeenCalledWith(true);
  });
});
