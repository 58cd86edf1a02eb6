import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.js';
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

/** Sizes as a radio group: arrow keys move, sold-out sizes are skipped and announced. */
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
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        {onOpenSizeGuide && (
          <Button variant="link" onPress={onOpenSizeGuide}>
            {sizeGuideLabel}
          </Button>
        )}
      </div>
      <div className={styles.options}>
        {sizes.map((size) => (
          <Radio
            key={size.code}
            value={size.code}
            isDisabled={!size.available}
            className={styles.option}
            data-testid="size-option"
            aria-label={size.available ? size.name : `${size.name}, ${soldOutLabel}`}
          >
            {size.name}
            {size.hint && size.available && <span className={styles.hint}>{size.hint}</span>}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
