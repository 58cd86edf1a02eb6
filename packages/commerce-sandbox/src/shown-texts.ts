import type { SandboxDb } from './db.js';
import { returnConditions, returnReasons } from './return-portal-texts.js';
import { sandboxSite } from './sites.js';

/**
 * What the back-end shows a site's shoppers as it holds it (admin only, for the storefront's
 * all-language test): `texts` are written in the site's language (product names and
 * descriptions, the return portal's conditions and reasons); `properNames` are shown as they
 * are on every site (collections, stores, towns, the seeded shoppers' names and addresses).
 */
export function shownTexts(
  db: SandboxDb,
  site: string,
): { texts: string[]; properNames: string[] } | null {
  const found = sandboxSite(site);
  if (!found) return null;
  const { language } = found;
  const column = (sql: string, ...args: string[]): string[] =>
    db
      .prepare<string[], { value: string | null }>(sql)
      .all(...args)
      .flatMap((row) => (row.value ? [row.value] : []));
  const texts = [
    ...column('SELECT name AS value FROM product_texts WHERE language = ?', language),
    ...column('SELECT description AS value FROM product_texts WHERE language = ?', language),
    ...[...returnConditions(language), ...returnReasons(language)].map((entry) => entry.name),
  ];
  const strings = (json: string): string[] =>
    Object.values(JSON.parse(json) as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    );
  const properNames = [
    ...column('SELECT DISTINCT collection AS value FROM products'),
    ...column('SELECT name AS value FROM stores'),
    ...column('SELECT city AS value FROM stores'),
    ...column('SELECT address AS value FROM stores'),
    ...column('SELECT first_name AS value FROM users'),
    ...column('SELECT last_name AS value FROM users'),
    ...column('SELECT holder AS value FROM stored_cards'),
    ...column('SELECT data AS value FROM users').flatMap(strings),
    ...column('SELECT data AS value FROM addresses').flatMap(strings),
  ];
  return { texts, properNames };
}
