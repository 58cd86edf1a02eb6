import { slugify } from './slugify.js';

/**
 * The filter segments of a category address in the site's language (docs/product/catalogue.md
 * §3.4): `/es-es/pulseras/c/3/material-oro` rather than `material-gold`. A segment is
 * `{group}-{value}`, each the slug of the name the shopper reads. A name with no Latin
 * spelling (Greek, Cyrillic, Japanese, Arabic, Hebrew: slugify gives nothing), a group name
 * with a dash in it, or a name whose slug another group or value already writes keeps the
 * code form, so every segment names one value and the address stays short.
 *
 * The code form (`material-gold`, the back-end's value codes) is always readable too: links
 * written before the translation, or by another channel, still find their page (which then
 * answers with a 301 to the site's own form).
 */
export interface FilterSlugGroup {
  /** The group's code, as in the code form (`material`, `producttype`, `price`). */
  readonly key: string;
  /** The group's name in the site's language, if any. */
  readonly name?: string | undefined;
  readonly values: readonly FilterSlugValue[];
}

export interface FilterSlugValue {
  /** The value's code slug (`gold`, `rose`, a price range id `50-100`). */
  readonly code: string;
  /** The value's name in the site's language, if any. */
  readonly name?: string | undefined;
}

export interface FilterSlugs {
  /** The site's segment of a value: `material-oro`; the code form for an unknown one. */
  segment(key: string, code: string): string;
  /** The value a segment names, written in either form; null when it names none. */
  read(segment: string): { key: string; code: string } | null;
}

/**
 * Local slugs that are safe to use: non-empty, no dash where asked, not written twice, and not
 * the code of another entry (so a code-form segment still reads as what it always named).
 */
function localSlugs(
  entries: readonly { code: string; name?: string | undefined }[],
  dashFree: boolean,
): Map<string, string> {
  const wanted = new Map<string, string>();
  const writers = new Map<string, number>();
  for (const { code, name } of entries) {
    const slug = name === undefined ? '' : slugify(name);
    if (slug === '' || (dashFree && slug.includes('-'))) continue;
    wanted.set(code, slug);
    writers.set(slug, (writers.get(slug) ?? 0) + 1);
  }
  const codes = new Set(entries.map((entry) => entry.code));
  const local = new Map<string, string>();
  for (const [code, slug] of wanted) {
    if (writers.get(slug) === 1 && (slug === code || !codes.has(slug))) local.set(code, slug);
  }
  return local;
}

export function filterSlugs(groups: readonly FilterSlugGroup[]): FilterSlugs {
  const groupSlugs = localSlugs(
    groups.map((group) => ({ code: group.key, name: group.name })),
    true,
  );
  interface Group {
    key: string;
    /** Value codes by either of their slugs. */
    codes: Map<string, string>;
    /** Local slugs by value code. */
    slugs: Map<string, string>;
  }
  const byKey = new Map<string, Group>();
  /** Groups by either of their slugs. */
  const bySlug = new Map<string, Group>();
  for (const { key, values } of groups) {
    const slugs = localSlugs(values, false);
    const codes = new Map(values.map((value) => [value.code, value.code]));
    for (const [code, slug] of slugs) codes.set(slug, code);
    const group = { key, codes, slugs };
    byKey.set(key, group);
    bySlug.set(key, group);
    const local = groupSlugs.get(key);
    if (local !== undefined) bySlug.set(local, group);
  }
  return {
    segment(key, code) {
      const group = byKey.get(key);
      return `${groupSlugs.get(key) ?? key}-${group?.slugs.get(code) ?? code}`;
    },
    read(segment) {
      const dash = segment.indexOf('-');
      if (dash <= 0) return null;
      const group = bySlug.get(segment.slice(0, dash));
      const code = group?.codes.get(segment.slice(dash + 1));
      return group && code !== undefined ? { key: group.key, code } : null;
    },
  };
}
