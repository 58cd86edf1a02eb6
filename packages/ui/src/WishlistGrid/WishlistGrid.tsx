import { Button } from '../Button/Button.js';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { ShareButtons } from '../ShareButtons/ShareButtons.js';
import { ProductCardSkeleton } from '../Skeleton/Skeleton.js';
import styles from './WishlistGrid.module.css';

export interface WishlistGridProps {
  title: string;
  products: readonly (ProductCardProps & { id: string })[];
  /** The shareable link of this wishlist; shows mail, Facebook and WhatsApp sharing. */
  shareUrl?: string;
  onCopyShareUrl?: (url: string) => void;
  onAddToBag?: (id: string) => void;
  onRemove?: (id: string) => void;
  isLoading?: boolean;
  /** A shared wishlist is read-only. */
  readOnly?: boolean;
  labels?: { addToBag?: string; remove?: string; empty?: string; share?: string };
}

/** The wishlist (own or shared): products, add to bag, remove, and share. */
export function WishlistGrid({
  title,
  products,
  shareUrl,
  onCopyShareUrl,
  onAddToBag,
  onRemove,
  isLoading = false,
  readOnly = false,
  labels = {},
}: WishlistGridProps) {
  return (
    <section className={styles.wishlist} aria-label={title} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {shareUrl && !readOnly && (
          <ShareButtons
            url={shareUrl}
            title={title}
            networks={['mail', 'facebook', 'whatsapp', 'clipboard']}
            label={labels.share ?? 'Share your wishlist'}
            {...(onCopyShareUrl ? { onCopy: onCopyShareUrl } : {})}
          />
        )}
      </div>
      {isLoading ? (
        <ul className={styles.grid}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className={styles.empty}>
          {labels.empty ?? 'Your wishlist is empty. Tap the heart on any piece to save it here.'}
        </p>
      ) : (
        <ul className={styles.grid}>
          {products.map(({ id, ...card }) => (
            <li key={id} className={styles.item}>
              <ProductCard {...card} />
              {!readOnly && onAddToBag && (
                <Button variant="secondary" onPress={() => onAddToBag(id)} data-testid="add-to-bag">
                  {labels.addToBag ?? 'Add to bag'}
                  <span className="atelier-visually-hidden">: {card.name}</span>
                </Button>
              )}
              {!readOnly && onRemove && (
                <Button variant="link" onPress={() => onRemove(id)}>
                  {labels.remove ?? 'Remove'}
                  <span className="atelier-visually-hidden">: {card.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
