import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { Button } from '../Button/Button.js';
import { Price } from '../Price/Price.js';
import type { ImageSource } from '../types.js';
import styles from './Look.module.css';

export interface LookProduct {
  id: string;
  name: string;
  href: string;
  image: ImageSource;
  price: Money;
  quantity: number;
  /** False when the stock is below the look's quantity (isLookProductAvailable in core). */
  available: boolean;
}

export interface LookProps {
  title: string;
  image: ImageSource;
  products: readonly LookProduct[];
  locale: string;
  /** Hidden for look views 3 and 4. */
  showProducts?: boolean;
  onAddLook?: () => void;
  isAdding?: boolean;
  addLabel?: string;
  unavailableLabel?: string;
}

/** A styled look: the image, its pieces and "add the look" in one press. */
export function Look({
  title,
  image,
  products,
  locale,
  showProducts = true,
  onAddLook,
  isAdding = false,
  addLabel = 'Add the look to the bag',
  unavailableLabel = 'Not available',
}: LookProps) {
  const anyAvailable = products.some((product) => product.available);
  return (
    <section className={styles.look} aria-label={title}>
      <img
        className={styles.image}
        src={image.src}
        alt={image.alt}
        loading="lazy"
        width={400}
        height={500}
      />
      <div className={styles.details}>
        <h2 className={styles.title}>{title}</h2>
        {showProducts && (
          <ul className={styles.items}>
            {products.map((product) => (
              <li
                key={product.id}
                className={clsx(styles.item, !product.available && styles.unavailable)}
              >
                <img src={product.image.src} alt="" loading="lazy" width={72} height={90} />
                <span>
                  <a className={styles.name} href={product.href}>
                    {product.quantity > 1 ? `${product.quantity} × ` : ''}
                    {product.name}
                  </a>
                  <br />
                  <Price amount={product.price} locale={locale} />
                  {!product.available && <span className={styles.note}>{unavailableLabel}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        {onAddLook && (
          <Button
            onPress={onAddLook}
            isPending={isAdding}
            isDisabled={!anyAvailable}
            data-testid="add-look-to-bag"
          >
            {addLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
