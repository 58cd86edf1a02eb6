import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { ShareButtons } from '../ShareButtons/ShareButtons.js';
import { ProductCardSkeleton } from '../Skeleton/Skeleton.js';
import styles from './WishlistGrid.module.css';

export interface WishlistGridProduct extends ProductCardProps {
  id: string;
  /** A product with sizes cannot go to the bag from here: this links to choose one. */
  chooseSizeHref?: string;
}

export interface WishlistGridProps {
  title: string;
  /** 1 when the grid is the page's main content (the wishlist page). */
  headingLevel?: 1 | 2;
  products: readonly WishlistGridProduct[];
  /** The shareable link of this wishlist; shows mail, Facebook and WhatsApp sharing. */
  shareUrl?: string;
  onCopyShareUrl?: (url: string) => void;
  /** Shown beside the title instead of the built-in share buttons (the site's own sharing). */
  headerAction?: ReactNode;
  onAddToBag?: (id: string) => void;
  onRemove?: (id: string) => void;
  isLoading?: boolean;
  /** A change is on its way: the buttons wait (still focusable and announced). */
  isBusy?: boolean;
  /** A shared wishlist is read-only. */
  readOnly?: boolean;
  labels?: {
    addToBag?: string;
    chooseSize?: string;
    remove?: string;
    empty?: string;
    share?: string;
  };
}

/** The wishlist (own or shared): products, add to bag, remove, and share. */
export function WishlistGrid({
  title,
  headingLevel = 2,
  products,
  shareUrl,
  onCopyShareUrl,
  headerAction,
  onAddToBag,
  onRemove,
  isLoading = false,
  isBusy = false,
  readOnly = false,
  labels = {},
}: WishlistGridProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.wishlist} aria-label={title} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {!readOnly &&
          (headerAction ??
            (shareUrl && (
              <ShareButtons
                url={shareUrl}
                title={title}
                networks={['mail', 'facebook', 'whatsapp', 'clipboard']}
                label={labels.share ?? 'Share your wishlist'}
                {...(onCopyShareUrl ? { onCopy: onCopyShareUrl } : {})}
              />
            )))}
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
          {products.map(({ id, chooseSizeHref, ...card }) => (
            <li key={id} className={styles.item} data-testid="wishlist-item" data-product={id}>
              <ProductCard {...card} />
              {!readOnly && chooseSizeHref && (
                <a className={styles.chooseSize} href={chooseSizeHref}>
                  {labels.chooseSize ?? 'Choose your size'}
                  <span className="atelier-visually-hidden">: {card.name}</span>
                </a>
              )}
              {!readOnly && !chooseSizeHref && onAddToBag && (
                <Button
                  variant="secondary"
                  isPending={isBusy}
                  onPress={() => onAddToBag(id)}
                  data-testid="add-to-bag"
                >
                  {labels.addToBag ?? 'Add to bag'}
                  <span className="atelier-visually-hidden">: {card.name}</span>
                </Button>
              )}
              {!readOnly && onRemove && (
                <Button
                  variant="link"
                  isPending={isBusy}
                  onPress={() => onRemove(id)}
                  data-testid="wishlist-remove"
                >
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
