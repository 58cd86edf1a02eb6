import { Tabs } from '../Tabs/Tabs.js';
import { SizeTableView, type SizeTable } from './SizeTables.js';

export type { SizeTable } from './SizeTables.js';

export interface SizeGuideProps {
  tables: readonly SizeTable[];
  label?: string;
}

/** Size tables (rings, bracelets, necklaces), in tabs when there are several. */
export function SizeGuide({ tables, label = 'Size guide' }: SizeGuideProps) {
  const [only] = tables;
  if (tables.length === 1 && only) return <SizeTableView table={only} />;
  return (
    <Tabs
      label={label}
      items={tables.map((table) => ({
        id: table.id,
        label: table.label,
        content: <SizeTableView table={table} />,
      }))}
    />
  );
}
