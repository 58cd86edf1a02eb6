import { Button } from '@atelier/ui';
import { useEffect, useRef } from 'react';
import styles from './wishlist.module.css';

/**
 * What the last action did, in a polite live region that is always on the page (so screen
 * readers hear each change); a removal offers its undo (docs/product/wishlist.md §2).
 */
export function WishlistNotice({
  text,
  undoLabel,
  onUndo,
  isBusy,
}: {
  text: string | null;
  undoLabel: string;
  onUndo: (() => void) | null;
  isBusy: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The removed product took the focused button with it: keep keyboard users on the page,
    // on the way to put it back (WCAG 2.4.3).
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || !focused.isConnected;
    if (onUndo && lost) box.current?.querySelector('button')?.focus();
  }, [onUndo]);
  return (
    <div ref={box} className={styles.notice} data-visible={text !== null || undefined}>
      <p role="status" className={styles.noticeText} data-testid="wishlist-notice">
        {text}
      </p>
      {onUndo && (
        <Button variant="link" onPress={onUndo} isPending={isBusy} data-testid="wishlist-undo">
          {undoLabel}
        </Button>
      )}
    </div>
  );
}
