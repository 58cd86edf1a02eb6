import { formatPrice, type PriceRangeFilter } from '@atelier/core-catalogue';

/**
 * A price range of the category content (docs/product/catalogue.md §3.2: id, name, min, max; null
 * max is open).
 */
export interface PriceRangeContent {
  id: string;
  name: string;
  min: number;
  max: number | null;
}

/** A range as the listing offers it: its bounds and a label in the site locale and currency. */
export interface PriceRangeView {
  id: string;
  label: string;
  min: number;
  max: number | null;
}

/**
 * Labels are built from the bounds, not the content's name, so every site shows its own
 * currency format ("50 € – 100 €", "$50.00" style per locale); bounds are whole amounts.
 */
export function priceRangeViews(
  ranges: readonly PriceRangeContent[],
  format: { locale: string; currency: string; labels: Readonly<Record<string, string>> },
): PriceRangeView[] {
  const amount = (value: number) =>
    formatPrice(value, { locale: format.locale, currency: format.currency, roundDown: true });
  return [...ranges]
    .sort((a, b) => a.min - b.min)
    .map((range) => ({
      id: range.id,
      min: range.min,
      max: range.max,
      label:
        range.max === null
          ? `${format.labels['priceFrom'] ?? 'From'} ${amount(range.min)}`
          : `${amount(range.min)} – ${amount(range.max)}`,
    }));
}

/** The core filter of a range: an open range has no upper bound (ranges are inclusive). */
export function toPriceFilter(range: PriceRangeView): PriceRangeFilter {
  return {
    id: range.id,
    name: range.label,
    min: range.min,
    max: range.max ?? Number.POSITIVE_INFINITY,
  };
}
