import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodPicker } from './ShippingMethodPicker.js';

const eur = (value: number) => ({ value, currency: 'EUR' });
const methods = [
  { id: 'standard', name: 'Standard', description: '2-4 working days', price: eur(0) },
  { id: 'express', name: 'Express', price: eur(6.95) },
  { id: 'sdd', name: 'Same day', price: eur(9.95), isSameDay: true },
];
const money = { locale: 'en-GB' };

describe('ShippingMethodPicker', () => {
  it('lists methods with formatted prices and selects with the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <ShippingMethodPicker methods={methods} value="standard" onChange={onChange} {...money} />,
    );
    expect(screen.getByRole('radio', { name: /Standard.*Free/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Express.*€6\.95/ })).toBeTruthy();
    screen.getByRole('radio', { name: /Standard/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('express');
  });

  it('asks for a postal code for same-day delivery and reports availability', async () => {
    const onCheck = vi.fn();
    const { rerender } = render(
      <ShippingMethodPicker
        methods={methods}
        value="sdd"
        onChange={() => {}}
        {...money}
        sddPostalCode="28001"
        onSddPostalCodeChange={() => {}}
        onCheckSdd={onCheck}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Postal code for same-day delivery' });
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCheck).toHaveBeenCalledWith('28001');
    rerender(
      <ShippingMethodPicker
        methods={methods}
        value="sdd"
        onChange={() => {}}
        {...money}
        sddPostalCode="28001"
        onSddPostalCodeChange={() => {}}
        onCheckSdd={onCheck}
        sddStatus="available"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('is available');
  });

  it('on the bag page offers the postal-code check while same-day cannot be chosen yet', async () => {
    const onCheck = vi.fn();
    const props = {
      methods: methods.map((m) => (m.isSameDay ? { ...m, isDisabled: true } : m)),
      value: 'standard',
      onChange: () => {},
      ...money,
      sddPostalCode: '28001',
      onSddPostalCodeChange: () => {},
      onCheckSdd: onCheck,
    };
    const { rerender } = render(<ShippingMethodPicker {...props} />);
    // Checkout's default: only once same-day is chosen.
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(<ShippingMethodPicker {...props} sddCheck="offered" />);
    expect(screen.getByRole('radio', { name: /Same day/ })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCheck).toHaveBeenCalledWith('28001');
  });
});
