import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itfBars } from './itf-barcode.js';
import { PaymentVoucher } from './PaymentVoucher.js';

describe('itfBars (Interleaved 2 of 5)', () => {
  it('draws start, two bars per digit pair... and stop: 4 + 5 per pair + 2 elements are bars', () => {
    // "12": start (2 bars), one pair (5 bars), stop (2 bars).
    expect(itfBars('12').bars).toHaveLength(2 + 5 + 2);
    // "1234": two pairs.
    expect(itfBars('1234').bars).toHaveLength(2 + 10 + 2);
  });

  it('encodes the first digit of a pair in the bars: 1 is wide, narrow, narrow, narrow, wide', () => {
    const { bars } = itfBars('10');
    const digitBars = bars.slice(2, 7).map((b) => b.width);
    expect(digitBars).toEqual([3, 1, 1, 1, 3]);
  });

  it('pads an odd reference with a leading zero, like the printed voucher', () => {
    expect(itfBars('123')).toEqual(itfBars('0123'));
  });

  it('draws different symbols for different references', () => {
    expect(itfBars('123456789')).not.toEqual(itfBars('123456780'));
  });
});

describe('PaymentVoucher', () => {
  it('shows reference, entity, the expiry in the locale and a labelled barcode', () => {
    render(
      <PaymentVoucher
        methodName="Multibanco"
        reference="123456789"
        entity="12345"
        expiresAt="2026-11-29T10:00:00.000Z"
        locale="pt-PT"
      />,
    );
    const voucher = screen.getByTestId('payment-voucher');
    expect(within(voucher).getByTestId('voucher-reference').textContent).toBe('123456789');
    expect(within(voucher).getByTestId('voucher-entity').textContent).toBe('12345');
    // Portuguese long date: "29 de novembro de 2026".
    expect(within(voucher).getByTestId('voucher-expiry').textContent).toMatch(
      /29 de novembro de 2026/,
    );
    const barcode = screen.getByRole('img', { name: /123456789/ });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20);
  });

  it('leaves the entity out when the method has none (OXXO)', () => {
    render(<PaymentVoucher methodName="OXXO" reference="987654321" locale="es-MX" />);
    expect(screen.queryByTestId('voucher-entity')).toBeNull();
    expect(screen.queryByTestId('voucher-expiry')).toBeNull();
  });
});
