import type { Money } from '@atelier/core-catalogue';
import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../Button/Button.js';
import { Price } from '../Price/Price.js';
import type { ImageSource } from '../types.js';
import styles from './BagToast.module.css';

export interface BagToastProps {
  name: string;
  image: ImageSource;
  sizeName?: string | null;
  price: Money;
  locale: string;
  onViewBag: () => void;
  onCheckout: () => void;
  onClose: () => void;
  /** Closes itself after this long (the bag stays one press away in the header). */
  durationMs?: number;
  labels?: { added?: string; viewBag?: string; checkout?: string; close?: string; size?: string };
}

/** Confirms an add to bag without taking the shopper off the page (desktop). */
export function BagToast({
  name,
  image,
  sizeName,
  price,
  locale,
  onViewBag,
  onCheckout,
  onClose,
  durationMs,
  labels = {},
}: BagToastProps) {
  useEffect(() => {
    if (durationMs === undefined) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onClose]);
  const added = labels.added ?? 'Added to your bag';
  return (
    <section className={styles.toast} aria-label={added}>
      <div className={styles.header} role="status">
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' }}>
          <CircleCheck size={18} color="var(--color-success)" aria-hidden="true" />
          {added}
        </span>
        <Button variant="ghost" iconOnly aria-label={labels.close ?? 'Close'} onPress={onClose}>
          <X size={18} aria-hidden="true" />
        </Button>
      </div>
      <div className={styles.product}>
        <img src={image.src} alt="" width={64} height={80} />
        <span>
          {name}
          {sizeName && (
            <span className={styles.meta}>
              {labels.size ?? 'Size'}: {sizeName}
            </span>
          )}
          <Price amount={price} locale={locale} />
        </span>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onViewBag}>
          {labels.viewBag ?? 'View bag'}
        </Button>
        <Button onPress={onCheckout} data-testid="go-to-checkout">
          {labels.checkout ?? 'Checkout'}
        </Button>
      </div>
    </section>
  );
}
