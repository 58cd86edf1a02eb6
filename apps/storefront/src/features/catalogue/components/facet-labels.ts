/** Names of filter groups and product properties, from the site labels or in English. */
const FALLBACK: Record<string, string> = {
  material: 'Material',
  gem: 'Gem',
  color: 'Colour',
  collection: 'Collection',
  genre: 'For',
  icon: 'Icon',
  size: 'Size',
  productType: 'Type',
  price: 'Price',
  chainLength: 'Chain length',
  manufacture: 'Manufacture',
  netWeight: 'Net weight',
};

export function labelFor(labels: Record<string, string>, key: string): string {
  return labels[key] ?? FALLBACK[key] ?? key;
}
