/** Shapes several components share. */
export interface ImageSource {
  src: string;
  alt: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export interface LinkItem {
  label: string;
  href: string;
}

/** What every price-showing component needs to format money with Intl. */
export interface MoneyContext {
  locale: string;
  currency: string;
}
