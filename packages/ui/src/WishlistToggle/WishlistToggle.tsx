import { clsx } from 'clsx';
import { Button } from '../Button/Button.js';
import { spritePath, SpriteUse, useIconSprite } from '../icons/IconSprite.js';
import styles from './WishlistToggle.module.css';

export interface WishlistToggleProps {
  /** Whether the product is in the wishlist: `aria-pressed`, and a filled heart. */
  pressed: boolean;
  onToggle: (next: boolean) => void;
  /** The accessible name, naming the product (e.g. "Save to wishlist: Bear ring"). */
  label: string;
  /** Not known yet (read after hydration), or a change is on its way. */
  isPending?: boolean;
  className?: string;
  size?: number;
}

/**
 * The wishlist heart of product cards and the product page. A toggle button: its name stays
 * the same and `aria-pressed` says whether the product is saved, so screen readers announce
 * the state change instead of a new name.
 */
export function WishlistToggle({
  pressed,
  onToggle,
  label,
  isPending = false,
  className,
  size = 20,
}: WishlistToggleProps) {
  // Under an IconSprite the heart is a `<use>` of its symbol (a category page repeats it on
  // every card, docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md); its paint stays in the module's CSS instead of lucide's
  // seven presentation attributes (ADR 0056).
  const sprite = useIconSprite();
  return (
    <Button
      variant="ghost"
      iconOnly
      className={clsx(styles.toggle, className)}
      aria-label={label}
      aria-pressed={pressed}
      isPending={isPending}
      data-testid="wishlist-toggle"
      onPress={() => onToggle(!pressed)}
    >
      {sprite ? (
        <svg className={styles.heart} width={size} height={size} aria-hidden="true">
          <SpriteUse name="heart" />
        </svg>
      ) : (
        <svg
          className={styles.heart}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path d={spritePath('heart')} />
        </svg>
      )}
    </Button>
  );
}
