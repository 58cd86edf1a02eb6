import type { ReactNode } from 'react';
import { Tabs } from '../Tabs/Tabs.js';
import styles from './SizeGuide.module.css';

export interface SizeTable {
  id: string;
  /** Tab label and table caption, e.g. "Rings". */
  label: string;
  columns: readonly string[];
  /** The first cell of each row is its header (the size). */
  rows: readonly (readonly string[])[];
  intro?: ReactNode;
}

export interface SizeGuideProps {
  tables: readonly SizeTable[];
  label?: string;
}

function Table({ table }: { table: SizeTable }) {
  return (
    <div className={styles.guide}>
      {table.intro && <p className={styles.intro}>{table.intro}</p>}
      {/* Focusable: keyboard users can scroll a wide table on a phone. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={table.label}>
        <table className={styles.table}>
          <caption>{table.label}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Size tables (rings, bracelets, necklaces), in tabs when there are several. */
export function SizeGuide({ tables, label = 'Size guide' }: SizeGuideProps) {
  const [only] = tables;
  if (tables.length === 1 && only) return <Table table={only} />;
  return (
    <Tabs
      label={label}
      items={tables.map((table) => ({
        id: table.id,
        label: table.label,
        content: <Table table={table} />,
      }))}
    />
  );
}
