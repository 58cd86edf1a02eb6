import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { useHydrated } from '../hooks/use-hydrated.js';
import { Price } from '../Price/Price.js';
import type { ImageSource } from '../types.js';
import { WishlistToggle } from '../WishlistToggle/WishlistToggle.js';
import styles from './ProductCard.module.css';

export type ProductTag =
  'novelty' | 'onlineExclusive' | 'lastOne' | 'lastUnits' | 'soldOut' | 'engraved' | 'personalised';

export const DEFAULT_TAG_LABELS: Readonly<Record<ProductTag, string>> = {
  novelty: 'New',
  onlineExclusive: 'Online exclusive',
  lastOne: 'Last one',
  lastUnits: 'Last units',
  soldOut: 'Sold out',
  engraved: 'Engraved',
  personalised: 'Personalised',
};

export interface ProductCardProps {
  name: string;
  href: string;
  image: ImageSource;
  /** Shown on hover and focus (the product worn, or another angle). */
  hoverImage?: ImageSource;
  price: Money;
  previousPrice?: Money | null;
  /** The percentage off the back-end decided (Price works it out when left out). */
  discountPercent?: number;
  locale: string;
  tags?: readonly ProductTag[];
  tagLabels?: Partial<Record<ProductTag, string>>;
  /** Colour variants as CSS colours, with their names for the accessible label. */
  swatches?: readonly { name: string; colour: string }[];
  /** Whether the wishlist toggle shows (with onToggleWishlist), and its state. */
  inWishlist?: boolean;
  onToggleWishlist?: (next: boolean) => void;
  /** The toggle's name before the product's, e.g. "Save to wishlist" (": Bear ring" follows). */
  wishlistLabel?: string;
  /** The wishlist is not read yet or a change is on its way. */
  wishlistPending?: boolean;
  /** Eager load for cards above the fold. */
  priority?: boolean;
}

/** A product tile: image, tags, name and price link to the product; wishlist beside it. */
export function ProductCard({
  name,
  href,
  image,
  hoverImage,
  price,
  previousPrice,
  discountPercent,
  locale,
  tags = [],
  tagLabels,
  swatches = [],
  inWishlist = false,
  onToggleWishlist,
  wishlistLabel = 'Save to wishlist',
  wishlistPending = false,
  priority = false,
}: ProductCardProps) {
  const labels = { ...DEFAULT_TAG_LABELS, ...tagLabels };
  const soldOut = tags.includes('soldOut');
  // The hover picture is drawn by the browser once hydrated, not written in the document: a
  // category of 24 cards carried 3.6 kB of `<img>`s shown only on hover or keyboard focus,
  // lazy pictures fetched as the card nears the viewport either way (docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md).
  const hydrated = useHydrated();
  return (
    <article className={clsx(styles.card, soldOut && styles.soldOut)}>
      <a className={styles.link} href={href} data-testid="product-card">
        <div className={styles.media}>
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            {...(image.srcSet
              ? { srcSet: image.srcSet, sizes: '(min-width: 64rem) 25vw, 50vw' }
              : {})}
            width={image.width ?? 400}
            height={image.height ?? 500}
            loading={priority ? 'eager' : 'lazy'}
            // Cards above the fold hold the page's largest image (LCP on listings): fetch first.
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
          />
          {hoverImage && hydrated && (
            <img
              className={clsx(styles.image, styles.hoverImage)}
              src={hoverImage.src}
              alt=""
              width={hoverImage.width ?? 400}
              height={hoverImage.height ?? 500}
              loading="lazy"
              decoding="async"
            />
          )}
          {tags.length > 0 && (
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag} className={styles.tag} data-tag={tag}>
                  {labels[tag]}
                </li>
              ))}
            </ul>
          )}
        </div>
        <h3 className={styles.name}>{name}</h3>
      </a>
      <span className={styles.price}>
        <Price
          amount={price}
          previousAmount={previousPrice ?? null}
          {...(discountPercent !== undefined ? { discountPercent } : {})}
          locale={locale}
        />
      </span>
      {swatches.length > 0 && (
        <ul className={styles.swatches} aria-label={swatches.map((s) => s.name).join(', ')}>
          {swatches.map((swatch) => (
            <li key={swatch.name} className={styles.swatch} style={{ background: swatch.colour }} />
          ))}
        </ul>
      )}
      {onToggleWishlist && (
        <WishlistToggle
          className={styles.wishlist}
          label={`${wishlistLabel}: ${name}`}
          pressed={inWishlist}
          isPending={wishlistPending}
          onToggle={onToggleWishlist}
        />
      )}
    </article>
  );
}
