import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import styles from './SortSelect.module.css';

export interface SortOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SortSelectProps<V extends string = string> {
  options: readonly SortOption<V>[];
  value: V;
  onChange: (value: V) => void;
  label?: string;
}

/**
 * The listing order. A native <select> on purpose: it works before hydration, gives the
 * platform picker on phones, and end-to-end tests drive it with selectOption().
 */
export function SortSelect<V extends string = string>({
  options,
  value,
  onChange,
  label = 'Sort by',
}: SortSelectProps<V>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.wrapper}>
        <select
          id={id}
          className={styles.select}
          value={value}
          data-testid="sort-select"
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </span>
    </div>
  );
}
