import { formatNumber } from '@atelier/core-catalogue';
import { ENGLISH_UI_TEXTS, type UiTexts } from '@atelier/ui';
import { labelText } from './label-text.js';

/** EU price indication rule: the lowest price of the last 30 days. */
const LOWEST_PRICE_DAYS = 30;

/** The texts ui components write themselves, from the site's labels (issue 32). */
export function uiTextsOf(labels: Record<string, string>, locale: string): UiTexts {
  return {
    locale,
    previousPrice: labelText(labels, 'priceBefore', ENGLISH_UI_TEXTS.previousPrice),
    currentPrice: labelText(labels, 'priceNow', ENGLISH_UI_TEXTS.currentPrice),
    lowestPrice: labelText(labels, 'priceLowestDays', ENGLISH_UI_TEXTS.lowestPrice, {
      days: formatNumber(LOWEST_PRICE_DAYS, locale),
    }),
    dismiss: labelText(labels, 'dismiss', ENGLISH_UI_TEXTS.dismiss),
    notifications: labelText(labels, 'notifications', ENGLISH_UI_TEXTS.notifications),
  };
}
