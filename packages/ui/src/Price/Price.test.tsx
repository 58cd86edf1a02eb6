import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.js';

describe('Price', () => {
  it('formats the amount for the locale and currency', () => {
    render(<Price amount={1234.5} locale="es-ES" currency="EUR" />);
    expect(screen.getByText(/1234,50\s€/)).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('strikes through the previous price and shows the discount only when it is higher', () => {
    render(<Price amount={80} previousAmount={100} locale="en-US" currency="USD" />);
    expect(document.querySelector('del')?.textContent).toContain('$100.00');
    expect(screen.getByLabelText('Current price: $80.00')).toBeTruthy();
    expect(screen.getByText(/20%/)).toBeTruthy();
  });

  it('shows the percentage the back-end decided instead of flooring the converted prices', () => {
    // ¥9,100 against ¥11,300 floors to 19; the euro prices it was converted from said 20.
    render(
      <Price
        amount={9100}
        previousAmount={11300}
        discountPercent={20}
        locale="ja-JP"
        currency="JPY"
      />,
    );
    expect(screen.getByText(/20\s?%/)).toBeTruthy();
    expect(screen.queryByText(/19\s?%/)).toBeNull();
  });

  it('shows no percentage when the prices shown are no discount, whatever it is given', () => {
    render(
      <Price amount={80} previousAmount={80} discountPercent={20} locale="en-US" currency="USD" />,
    );
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('ignores a previous price that is not higher', () => {
    render(<Price amount={80} previousAmount={80} locale="en-US" currency="USD" />);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('shows the 30-day lowest price of a discounted product', () => {
    render(
      <Price
        amount={80}
        previousAmount={100}
        historicLowestAmount={75}
        locale="en-GB"
        currency="GBP"
        lowestPriceLabel="Lowest in 30 days:"
      />,
    );
    expect(screen.getByText('Lowest in 30 days: £75.00')).toBeTruthy();
  });

  it('rounds down to whole units when asked', () => {
    render(<Price amount={99.99} locale="en-US" currency="USD" roundDown />);
    expect(screen.getByText('$99')).toBeTruthy();
  });
});
