import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodList } from './PaymentMethodList.js';

const methods = [
  { code: 'card', label: 'Card' },
  { code: 'paypal', label: 'PayPal' },
  { code: 'bizum', label: 'Bizum', isDisabled: true },
  { code: 'klarna', label: 'Klarna', description: 'Pay in 3 instalments' },
];

function Harness({ onChange }: { onChange: (code: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PaymentMethodList
      methods={methods}
      value={value}
      onChange={(c) => {
        setValue(c);
        onChange(c);
      }}
    />
  );
}

describe('PaymentMethodList', () => {
  it('offers each method as a radio with its test hook', () => {
    render(<PaymentMethodList methods={methods} value={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByTestId('payment-method-paypal')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Klarna/ })).toBeTruthy();
  });

  it('selects with the keyboard, skipping disabled methods', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('klarna');
  });
});
