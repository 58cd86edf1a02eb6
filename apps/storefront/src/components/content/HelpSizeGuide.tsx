import { SizeGuide } from '@atelier/ui';
import type { SizeTableView } from '../../data/size-guide-tables.js';

/** The help page's size tables (its own chunk: only the help page needs the tabs). */
export default function HelpSizeGuide({
  tables,
  label,
}: {
  tables: readonly SizeTableView[];
  label: string;
}) {
  return <SizeGuide tables={tables} label={label} />;
}
