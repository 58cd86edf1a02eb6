import { useId } from 'react';
import { Button } from '../Button/Button.js';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import styles from './SizeSelector.module.css';

export interface SizeOption {
  code: string;
  name: string;
  available: boolean;
  /** e.g. "Last units"; shown under the size. */
  hint?: string;
}

export interface SizeSelectorProps {
  sizes: readonly SizeOption[];
  value: string | null;
  onChange: (code: string) => void;
  label?: string;
  soldOutLabel?: string;
  /** Shown when the shopper tries to add without a size. */
  errorMessage?: string | null;
  sizeGuideLabel?: string;
  onOpenSizeGuide?: () => void;
}

/**
 * Sizes as a radio group: arrow keys move, sold-out sizes are skipped and announced.
 *
 * Native radios sharing one `name` (the browser moves between them with the arrow keys,
 * skips disabled ones and follows the text direction) in a labelled `role="radiogroup"`,
 * rather than react-aria's RadioGroup, whose focus-scope and form-validation code would sit
 * in the product page's first-load JS.
 */
export function SizeSelector({
  sizes,
  value,
  onChange,
  label = 'Size',
  soldOutLabel = 'Sold out',
  errorMessage,
  sizeGuideLabel = 'Size guide',
  onOpenSizeGuide,
}: SizeSelectorProps) {
  const numbers = useNumbers();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errorMessage);
  return (
    <div
      className={styles.group}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-orientation="horizontal"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      data-invalid={invalid || undefined}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {onOpenSizeGuide && (
          <Button variant="link" onPress={onOpenSizeGuide} data-testid="size-guide-open">
            {sizeGuideLabel}
          </Button>
        )}
      </div>
      <div className={styles.options}>
        {sizes.map((size) => {
          const selected = value === size.code;
          return (
            <label
              key={size.code}
              className={styles.option}
              data-testid="size-option"
              data-selected={selected || undefined}
              data-disabled={!size.available || undefined}
            >
              <input
                type="radio"
                // The native control stays in the accessibility tree and the tab order (visually
                // hidden, the shared ui class); the styled box or label draws it.
                className={`${styles.input} atelier-visually-hidden`}
                name={`${id}-size`}
                value={size.code}
                checked={selected}
                disabled={!size.available}
                onChange={() => onChange(size.code)}
                aria-label={
                  size.available
                    ? numbers.measure(size.name)
                    : `${numbers.measure(size.name)}, ${soldOutLabel}`
                }
              />
              {numbers.measure(size.name)}
              {size.hint && size.available && <span className={styles.hint}>{size.hint}</span>}
            </label>
          );
        })}
      </div>
      {invalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
