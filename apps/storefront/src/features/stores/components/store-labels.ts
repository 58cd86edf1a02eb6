import { labelText, numbersInLocale } from '../../../shell/label-text.js';

/** The finder's and the store page's texts, each with its English fallback. */
export function storeLabels(labels: Record<string, string>, locale: string) {
  const t = (key: string, fallback: string, values?: Record<string, string | number>) =>
    labelText(labels, key, fallback, values && numbersInLocale(values, locale));
  return {
    search: t('storeSearch', 'City, postal code or store'),
    submit: t('search', 'Search'),
    country: t('storeCountry', 'Country'),
    results: (count: number) => t('storeResults', '{count} stores', { count }),
    empty: t('storeNoResults', 'No stores match your search in this country.'),
    map: (count: number, country: string) =>
      t('storeMap', 'Map of {count} stores in {country}', { count, country }),
    card: {
      call: t('call', 'Call'),
      directions: t('storeDirections', 'Directions'),
    },
    hours: t('storeHours', 'Opening hours'),
    closed: t('storeClosed', 'Closed'),
    services: t('storeServices', 'Services'),
    contact: t('storeContact', 'Contact'),
    allStores: t('storeAll', 'All stores'),
    service: (key: string) =>
      t(
        key,
        {
          servicePickup: 'Pick up your online order',
          servicePickup2h: 'Pick up in 2 hours',
          serviceSdd: 'Same-day delivery',
          serviceAccessible: 'Accessible shop',
        }[key] ?? key,
      ),
  };
}
