import { formatMeasure, formatNumber } from '@atelier/core-catalogue';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * Texts ui components write themselves (a price's announced labels, a notice's close button),
 * deep inside cards, bag lines and drawers. An app gives them once, in its site's language,
 * with UiTextsProvider; English is only what stories and tests see without one.
 */
export interface UiTexts {
  /** The site's locale: counts, sizes and page numbers are written in it (Arabic-Indic on sa-ar). */
  locale: string;
  /** Before a struck-through price, for screen readers ("Previous price:"). */
  previousPrice: string;
  /** Before the price a discount gives ("Current price:"). */
  currentPrice: string;
  /** Before the lowest price of the last 30 days (EU price indication rule). */
  lowestPrice: string;
  /** A notice's close button. */
  dismiss: string;
  /** The region notices stack in. */
  notifications: string;
}

export const ENGLISH_UI_TEXTS: UiTexts = {
  locale: 'en-GB',
  previousPrice: 'Previous price:',
  currentPrice: 'Current price:',
  lowestPrice: 'Lowest price in the last 30 days:',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
};

const UiTextsContext = createContext<UiTexts>(ENGLISH_UI_TEXTS);

/**
 * Also gives react-aria the site's locale: the texts its components announce themselves (a
 * drawer's or popover's hidden "Dismiss" button) and their reading direction follow the site,
 * not the browser's language (issue 32). React-aria ships no Catalan texts: the repo patches in
 * the one an overlay announces (patches/react-aria+3.53.1.patch, ADR 0049).
 */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return (
    <UiTextsContext.Provider value={texts}>
      <I18nProvider locale={texts.locale}>{children}</I18nProvider>
    </UiTextsContext.Provider>
  );
}

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}

/** Numbers and the back-end's measures (sizes, weights) as the site's locale writes them. */
export function useNumbers(): {
  number: (value: number) => string;
  measure: (text: string) => string;
} {
  const { locale } = useUiTexts();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, locale),
      measure: (text: string) => formatMeasure(text, locale),
    }),
    [locale],
  );
}
