import { clsx } from 'clsx';
import { Button } from '../Button/Button.js';
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
 * lucide's heart (ISC licence), drawn by the module's CSS instead of lucide-react's props: a
 * category page repeats it on every card, and lucide's seven presentation attributes made
 * each copy 480 bytes of the document (issue 34).
 */
const HEART =
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';

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
      <svg
        className={styles.heart}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <path d={HEART} />
      </svg>
    </Button>
  );
}
