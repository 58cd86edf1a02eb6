import type { SizeGuides } from '@atelier/adapters-cms';

export interface SizeTableView {
  id: string;
  label: string;
  columns: string[];
  rows: string[][];
}

/** The content's ring and bracelet size guides as tables for ui SizeGuide. */
export function sizeGuideTables(
  guides: SizeGuides,
  labels: Record<string, string>,
): SizeTableView[] {
  const size = labels['size'] ?? 'Size';
  return [
    {
      id: 'rings',
      label: guides.labels['rings'] ?? 'Rings',
      columns: [size, labels['innerCircumference'] ?? 'Inner circumference'],
      rows: guides.rings.map((ring) => [ring.code, ring.measure]),
    },
    {
      id: 'bracelets',
      label: guides.labels['bracelets'] ?? 'Bracelets',
      columns: [size, 'cm', 'in'],
      rows: guides.bracelets.map((b) => [b.size, String(b.cm), String(b.inches)]),
    },
  ];
}

/** The kids' and babies' sections, in the order the content lists them (docs/product/content.md §7.4). */
const KIDS_SECTIONS = [
  'babies',
  'kids',
  'other',
  'booties',
  'girlShoes',
  'boyShoes',
  'sizeCm',
] as const satisfies readonly (keyof SizeGuides['kids'])[];

/**
 * The content's kids' and babies' size sections as tables, each titled as the content names it
 * and left out when it has no rows or no title in the site's language (never an English
 * fallback on a Greek page): the help page's size guide lists them after rings and bracelets.
 */
export function kidsSizeTables(
  guides: SizeGuides,
  labels: Record<string, string>,
): SizeTableView[] {
  const size = labels['size'] ?? 'Size';
  const measure = guides.labels['measure'] ?? '';
  return KIDS_SECTIONS.flatMap((section) => {
    const rows = guides.kids[section];
    const label = guides.labels[section];
    if (!label || rows.length === 0) return [];
    return [
      {
        id: `kids-${section}`,
        label,
        columns: [size, measure],
        rows: rows.map((row) => [row.size, row.measure]),
      },
    ];
  });
}
