import { Button, Modal, Price, SizeSelector } from '@atelier/ui';
import type { LookItemView } from '../look-view.js';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import styles from './look.module.css';

/**
 * One step of adding a look: the size (and quantity) of one sized piece. Sizes with less
 * stock than the quantity cannot be chosen. Its own chunk: loaded when a look is added.
 */
export default function LookSizeModal({
  item,
  step,
  count,
  selectedSize,
  quantity,
  error,
  labels,
  locale,
  currency,
  onSelect,
  onQuantity,
  onConfirm,
  onCancel,
}: {
  item: LookItemView;
  step: number;
  count: number;
  selectedSize: string | null;
  quantity: number;
  error: string | null;
  labels: Record<string, string>;
  locale: string;
  currency: string;
  onSelect: (code: string) => void;
  onQuantity: (quantity: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const last = step + 1 >= count;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      title={labelText(
        labels,
        'lookStep',
        'Product {step} of {count}',
        numbersInLocale({ step: step + 1, count }, locale),
      )}
      closeLabel={labelText(labels, 'close', 'Close')}
      data-testid="look-size-modal"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel}>
            {labelText(labels, 'cancel', 'Cancel')}
          </Button>
          <Button
            data-testid="look-size-confirm"
            isDisabled={selectedSize === null}
            onPress={onConfirm}
          >
            {last ? labelText(labels, 'addToBag', 'Add to bag') : labelText(labels, 'next', 'Next')}
          </Button>
        </div>
      }
    >
      <div className={styles.piece}>
        <img src={item.card.image} alt="" width={96} height={96} />
        <div>
          <p className={styles.pieceName}>{item.card.name}</p>
          <Price amount={{ value: item.card.price, currency }} locale={locale} />
        </div>
      </div>
      <SizeSelector
        sizes={item.sizes.map((size) => ({
          code: size.code,
          name: size.name,
          available: size.stock >= quantity,
        }))}
        value={selectedSize}
        onChange={onSelect}
        label={labelText(labels, 'size', 'Size')}
        soldOutLabel={labelText(labels, 'soldOut', 'Sold out')}
        errorMessage={error}
      />
      <label className={styles.quantity}>
        {labelText(labels, 'quantity', 'Quantity')}
        <input
          type="number"
          min={1}
          max={100}
          value={quantity}
          onChange={(event) => onQuantity(Number(event.currentTarget.value))}
        />
      </label>
    </Modal>
  );
}
