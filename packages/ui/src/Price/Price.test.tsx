import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.js';

const eur = (value: number) => ({ value, currency: 'EUR' });
const usd = (value: number) => ({ value, currency: 'USD' });
const gbp = (value: number) => ({ value, currency: 'GBP' });
const jpy = (value: number) => ({ value, currency: 'JPY' });

describe('Price', () => {
  it('formats the amount for the locale and currency', () => {
    render(<Price amount={eur(1234.5)} locale="es-ES" />);
    expect(screen.getByText(/1234,50\s€/)).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('strikes through the previous price and shows the discount only when it is higher', () => {
    render(<Price amount={usd(80)} previousAmount={usd(100)} locale="en-US" />);
    expect(document.querySelector('del')?.textContent).toContain('$100.00');
    expect(screen.getByLabelText('Current price: $80.00')).toBeTruthy();
    expect(screen.getByText(/20%/)).toBeTruthy();
  });

  it('shows the percentage the back-end decided instead of flooring the converted prices', () => {
    // ¥9,100 against ¥11,300 floors to 19; the euro prices it was converted from said 20.
    render(
      <Price amount={jpy(9100)} previousAmount={jpy(11300)} discountPercent={20} locale="ja-JP" />,
    );
    expect(screen.getByText(/20\s?%/)).toBeTruthy();
    expect(screen.queryByText(/19\s?%/)).toBeNull();
  });

  it('shows no percentage when the prices shown are no discount, whatever it is given', () => {
    render(<Price amount={usd(80)} previousAmount={usd(80)} discountPercent={20} locale="en-US" />);
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('ignores a previous price that is not higher', () => {
    render(<Price amount={usd(80)} previousAmount={usd(80)} locale="en-US" />);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('shows the 30-day lowest price of a discounted product', () => {
    render(
      <Price
        amount={gbp(80)}
        previousAmount={gbp(100)}
        historicLowestAmount={gbp(75)}
        locale="en-GB"
        lowestPriceLabel="Lowest in 30 days:"
      />,
    );
    expect(screen.getByText('Lowest in 30 days: £75.00')).toBeTruthy();
  });

  it('shows a yen price in whole yen', () => {
    render(<Price amount={jpy(12800)} previousAmount={jpy(16000)} locale="ja-JP" />);
    expect(document.querySelector('del')?.textContent).toContain('16,000');
    expect(screen.getByText(/20%/)).toBeTruthy();
  });

  it('rounds down to whole units when asked', () => {
    render(<Price amount={usd(99.99)} locale="en-US" roundDown />);
    expect(screen.getByText('$99')).toBeTruthy();
  });
});
