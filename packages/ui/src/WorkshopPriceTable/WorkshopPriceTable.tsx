import type { Money } from '@atelier/core-catalogue';
import { formatMoney } from '../format/money.js';
import { SortSelect } from '../SortSelect/SortSelect.js';
import styles from './WorkshopPriceTable.module.css';

/** As core-loyalty's WorkshopMarker: a word instead of a price. */
export type WorkshopMarkerView = 'seeBudget' | 'proportionalPvp' | 'fiftyPercentPvp';

/** One cell as core-loyalty's workshopCellDisplay reads it. */
export type WorkshopCellView =
  | { kind: 'price'; amount: Money }
  | { kind: 'marker'; labelKey: WorkshopMarkerView }
  | { kind: 'notOffered' };

/** A heading category (a column group): its title and its colour. */
export interface WorkshopCategory {
  id: number;
  title: string;
  color?: string;
}

export interface WorkshopRow {
  id: string;
  service: string;
  /** Per visible category, in order, the three materials' cells. */
  cells: readonly (readonly WorkshopCellView[])[];
}

export const DEFAULT_MARKER_LABELS: Record<WorkshopMarkerView, string> = {
  seeBudget: 'Price on quote',
  proportionalPvp: 'In proportion to the retail price',
  fiftyPercentPvp: '50% of the retail price',
};

export interface WorkshopPriceTableProps {
  types: readonly { id: string; label: string }[];
  selectedType: string;
  onTypeChange: (id: string) => void;
  /** The heading of the service column (the table's leading label). */
  leadingLabel: string;
  categories: readonly WorkshopCategory[];
  /** The three value positions of every category, in order (steel, silver, gold). */
  materials: readonly string[];
  rows: readonly WorkshopRow[];
  twoYears: boolean;
  onTwoYearsChange: (on: boolean) => void;
  locale: string;
  labels?: {
    type?: string;
    twoYears?: string;
    notOffered?: string;
    /** The scrolling table's name for screen readers. */
    table?: string;
    markers?: Partial<Record<WorkshopMarkerView, string>>;
  };
}

/**
 * The workshop (after-sales) price table: a type selector, the 'more than two years' toggle,
 * and one table whose column groups are the workshop categories, each with its colour and
 * three materials. Markers and services not offered are words, never a blank or a dash.
 */
export function WorkshopPriceTable({
  types,
  selectedType,
  onTypeChange,
  leadingLabel,
  categories,
  materials,
  rows,
  twoYears,
  onTwoYearsChange,
  locale,
  labels = {},
}: WorkshopPriceTableProps) {
  const markers = { ...DEFAULT_MARKER_LABELS, ...labels.markers };
  const cell = (value: WorkshopCellView | undefined) => {
    if (!value || value.kind === 'notOffered')
      return <span className={styles.notOffered}>{labels.notOffered ?? 'Not offered'}</span>;
    if (value.kind === 'price') return formatMoney(value.amount, locale);
    return <span className={styles.marker}>{markers[value.labelKey]}</span>;
  };
  return (
    <div className={styles.workshop} data-testid="workshop-table">
      <div className={styles.controls}>
        <SortSelect
          label={labels.type ?? 'Type of service'}
          options={types.map((t) => ({ value: t.id, label: t.label }))}
          value={selectedType}
          onChange={onTypeChange}
        />
        {/* A native checkbox as a switch: keyboard, forms and screen readers for free, and no
            react-aria code on a page that needs nothing else of it (first-load budget). */}
        <label className={styles.switch} data-selected={twoYears || undefined}>
          <input
            type="checkbox"
            role="switch"
            className={styles.input}
            checked={twoYears}
            onChange={(event) => onTwoYearsChange(event.currentTarget.checked)}
            data-testid="workshop-two-years"
          />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {labels.twoYears ?? 'Pieces more than two years old'}
        </label>
      </div>
      {/* A wide table scrolls on its own; focusable so keyboard users can scroll it too. */}
      <div
        className={styles.scroll}
        role="region"
        aria-label={labels.table ?? leadingLabel}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={styles.leading}>
                {leadingLabel}
              </th>
              {categories.map((category) => (
                <th
                  key={category.id}
                  scope="colgroup"
                  colSpan={materials.length}
                  className={styles.category}
                  style={category.color ? { borderBlockStartColor: category.color } : undefined}
                  data-testid="workshop-category"
                >
                  <span
                    className={styles.swatch}
                    style={category.color ? { background: category.color } : undefined}
                    aria-hidden="true"
                  />
                  {category.title}
                </th>
              ))}
            </tr>
            <tr>
              {categories.map((category) =>
                materials.map((material) => (
                  <th key={`${category.id}-${material}`} scope="col" className={styles.material}>
                    {material}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="workshop-row">
                <th scope="row" className={styles.service}>
                  {row.service}
                </th>
                {categories.map((category, index) =>
                  materials.map((material, position) => (
                    <td key={`${category.id}-${material}`}>{cell(row.cells[index]?.[position])}</td>
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
