import { formatNumber } from '@atelier/core-catalogue';

/**
 * A site label with its `{name}` placeholders filled; English when the label is missing
 * (content not yet seeded), so a screen never shows a bare key.
 */
export function labelText(
  labels: Record<string, string>,
  key: string,
  fallback: string,
  // Strings only: a number is written by formatNumber in the site's locale first (issue 32).
  values: Record<string, string> = {},
): string {
  const template = labels[key] ?? fallback;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * A label's values with every number written in the site's locale (Arabic-Indic digits on
 * sa-ar, 1.234 on de-de): what helpers that know the locale hand to labelText and fillLabel.
 */
export function numbersInLocale(
  values: Readonly<Record<string, string | number>>,
  locale: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  );
}
