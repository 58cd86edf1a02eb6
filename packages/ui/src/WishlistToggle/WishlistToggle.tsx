import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
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
      <Heart size={size} aria-hidden="true" />
    </Button>
  );
}
