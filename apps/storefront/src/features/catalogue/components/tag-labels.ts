import type { ProductTag } from '@atelier/core-catalogue';

/** Card tag texts from the site labels, with English fallbacks. */
export function tagLabels(labels: Record<string, string>): Record<ProductTag, string> {
  return {
    lastOne: labels['lastOneStock'] ?? 'Last one',
    lastUnits: labels['lastUnitsStock'] ?? 'Last units',
    soldOut: labels['soldOut'] ?? 'Sold out',
    novelty: labels['novelties'] ?? 'New',
    onlineExclusive: labels['onlineExclusive'] ?? 'Online exclusive',
  };
}
