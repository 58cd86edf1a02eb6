import type { GiftCardInfo } from '@atelier/core-bag';
import { BagLine } from '@atelier/ui';
import type { CartLineView } from '../browser/cart-view.js';
import { fill, lineLabels } from './bag-labels.js';
import { GiftMessageForm } from './GiftMessageForm.js';
import { LineCharms } from './LineCharms.js';
import { lineNotice } from './line-notice.js';
import styles from './cart.module.css';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

export interface CartLineActions {
  increase: (entryNumber: number) => void;
  decrease: (entryNumber: number) => void;
  remove: (entryNumber: number) => void;
  saveForLater: (entryNumber: number) => void;
  setGiftMessage: (entryNumber: number, info: GiftCardInfo) => void;
}

/**
 * The bag's lines (docs/product/bag.md §1.2, §3.4): image, name, size, engraving, quantity stepper
 * (at 1 the decrease removes), remove, save for later and the gift message. Free gifts have no
 * stepper, cannot be removed and carry no message of their own.
 */
export function CartLines({
  lines,
  labels,
  locale,
  currency,
  locked,
  changing,
  actions,
}: {
  lines: readonly CartLineView[];
  labels: Record<string, string>;
  locale: string;
  currency: string;
  locked: boolean;
  /** Entries the running operation changes: their buttons show it. */
  changing: ReadonlySet<number>;
  actions: CartLineActions;
}) {
  const perLine = {
    ...lineLabels(labels),
    saveForLater: fill(labels, 'cartSaveForLater', 'Save for later'),
    gift: fill(labels, 'cartFreeGift', 'Free gift'),
  };
  return (
    <ul className={styles.lines} data-testid="cart-lines">
      {lines.map((line) => (
        <li key={`${line.entryNumber}:${line.productId}`}>
          <BagLine
            name={line.name}
            href={line.href}
            image={{ src: line.image ?? NO_IMAGE, alt: '' }}
            sizeName={line.sizeName}
            quantity={line.quantity}
            price={{ value: line.unitPrice, currency }}
            locale={locale}
            maxQuantity={line.maxQuantity}
            engravingText={line.engravingText}
            isGift={line.isGift}
            isRemovable={!line.isGift}
            {...lineNotice(line, labels)}
            isUpdating={locked && changing.has(line.entryNumber)}
            onIncrease={() => actions.increase(line.entryNumber)}
            onDecrease={() => actions.decrease(line.entryNumber)}
            onRemove={() => actions.remove(line.entryNumber)}
            {...(line.isGift
              ? {}
              : { onSaveForLater: () => actions.saveForLater(line.entryNumber) })}
            labels={perLine}
          >
            <LineCharms charms={line.charms} labels={labels} locale={locale} currency={currency} />
            {!line.isGift && (
              <GiftMessageForm
                info={line.giftCardInfo}
                labels={labels}
                locale={locale}
                isDisabled={locked}
                onSave={(info) => actions.setGiftMessage(line.entryNumber, info)}
              />
            )}
          </BagLine>
        </li>
      ))}
    </ul>
  );
}
