import type { ReactNode } from 'react';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
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

/** One captioned size table; the first cell of each row is its row header. */
export function SizeTableView({ table }: { table: SizeTable }) {
  // Sizes and measures as the site's locale writes them (٤٨ مم on sa-ar, 16,5 on es-es).
  const { measure } = useNumbers();
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
                {/* bdi: a measure like "48 mm" keeps its order on RTL sites. */}
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      <bdi>{measure(cell)}</bdi>
                    </th>
                  ) : (
                    <td key={i}>
                      <bdi>{measure(cell)}</bdi>
                    </td>
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

/**
 * Every table one after the other, without tabs: for pages where the guide is the content
 * (the help page) and must be in the server's HTML with no script behind it.
 */
export function SizeTables({ tables }: { tables: readonly SizeTable[] }) {
  return (
    <div className={styles.stack}>
      {tables.map((table) => (
        <SizeTableView key={table.id} table={table} />
      ))}
    </div>
  );
}
