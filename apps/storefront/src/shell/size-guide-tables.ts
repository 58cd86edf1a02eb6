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
