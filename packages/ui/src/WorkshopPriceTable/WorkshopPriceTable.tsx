import { Switch } from 'react-aria-components';
import { formatMoney } from '../format/money.js';
import { SortSelect } from '../SortSelect/SortSelect.js';
import styles from './WorkshopPriceTable.module.css';

/** As core-bag's WorkshopValue: a price, empty, or a marker instead of a price. */
export type WorkshopMarkerView = 'seeBudget' | 'proportionalPvp' | 'fiftyPercentPvp';
export type WorkshopValueView = number | '' | WorkshopMarkerView;

export interface WorkshopRow {
  id: string;
  service: string;
  price: WorkshopValueView;
  /** The price for pieces bought within the last two years. */
  priceTwoYears?: WorkshopValueView;
}

export interface WorkshopCategory {
  id: string;
  title: string;
  rows: readonly WorkshopRow[];
}

export const DEFAULT_MARKER_LABELS: Record<WorkshopMarkerView, string> = {
  seeBudget: 'Ask for a quote',
  proportionalPvp: 'In proportion to the price',
  fiftyPercentPvp: '50% of the price',
};

export interface WorkshopPriceTableProps {
  types: readonly { id: string; label: string }[];
  selectedType: string;
  onTypeChange: (id: string) => void;
  categories: readonly WorkshopCategory[];
  twoYears: boolean;
  onTwoYearsChange: (on: boolean) => void;
  locale: string;
  currency: string;
  labels?: {
    type?: string;
    twoYears?: string;
    service?: string;
    price?: string;
    markers?: Partial<Record<WorkshopMarkerView, string>>;
  };
}

/** The workshop (repairs) price list: type selector, categories, two-years toggle, markers. */
export function WorkshopPriceTable({
  types,
  selectedType,
  onTypeChange,
  categories,
  twoYears,
  onTwoYearsChange,
  locale,
  currency,
  labels = {},
}: WorkshopPriceTableProps) {
  const markers = { ...DEFAULT_MARKER_LABELS, ...labels.markers };
  const cell = (value: WorkshopValueView | undefined) => {
    if (value === undefined || value === '') return '—';
    if (typeof value === 'number') return formatMoney(value, { locale, currency });
    return <span className={styles.marker}>{markers[value]}</span>;
  };
  return (
    <div className={styles.workshop}>
      <div className={styles.controls}>
        <SortSelect
          label={labels.type ?? 'Type of piece'}
          options={types.map((t) => ({ value: t.id, label: t.label }))}
          value={selectedType}
          onChange={onTypeChange}
        />
        <Switch className={styles.switch} isSelected={twoYears} onChange={onTwoYearsChange}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {labels.twoYears ?? 'Bought in the last two years'}
        </Switch>
      </div>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`workshop-${category.id}`}>
          <h3 className={styles.category} id={`workshop-${category.id}`}>
            {category.title}
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.service ?? 'Service'}</th>
                <th scope="col">{labels.price ?? 'Price'}</th>
              </tr>
            </thead>
            <tbody>
              {category.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" style={{ fontWeight: 'inherit' }}>
                    {row.service}
                  </th>
                  <td>{cell(twoYears ? (row.priceTwoYears ?? row.price) : row.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
