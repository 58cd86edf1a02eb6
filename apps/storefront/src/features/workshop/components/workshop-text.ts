import { labelText } from '../../../shell/label-text.js';

/** 'ringsAboveN18WithGems' -> 'Rings above N18 with gems': a readable fallback for a label key. */
export function keyAsText(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Content gives label keys (services, categories, materials, markers): the site's text for each. */
export function workshopText(labels: Record<string, string>) {
  const t = (key: string, fallback?: string) => labelText(labels, key, fallback ?? keyAsText(key));
  return {
    key: (key: string) => t(key),
    // Category keys name the brand ('atelierLifeFan'): their fallback reads as a title.
    category: (key: string) =>
      t(
        key,
        keyAsText(key).replace(/\b\w/g, (c) => c.toUpperCase()),
      ),
    type: t('workshopType', 'Type of service'),
    twoYears: t('workshopTwoYears', 'Pieces more than two years old'),
    notOffered: t('workshopNotOffered', 'Not offered'),
    intro: t(
      'workshopIntro',
      'Prices of our workshop by service, material and membership category. Services marked on quote are priced in store.',
    ),
    markers: {
      seeBudget: t('seeBudget', 'Price on quote'),
      proportionalPvp: t('proportionalPvp', 'In proportion to the retail price'),
      fiftyPercentPvp: t('fiftyPercentPvp', '50% of the retail price'),
    },
  };
}
