export interface PriceProps {
  amount: number;
  previousAmount?: number | null;
  locale: string;
  currency: string;
}

/** A price, with the previous one struck through when the product is discounted. */
export function Price({ amount, previousAmount, locale, currency }: PriceProps) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const discounted = previousAmount != null && previousAmount > amount;
  return (
    <span className="atelier-price">
      {discounted && (
        <del>
          <span className="atelier-visually-hidden">Previous price: </span>
          {format.format(previousAmount)}
        </del>
      )}{' '}
      <ins aria-label={discounted ? `Current price: ${format.format(amount)}` : undefined}>
        {format.format(amount)}
      </ins>
    </span>
  );
}
