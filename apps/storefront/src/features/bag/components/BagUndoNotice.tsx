import { Button } from '@atelier/ui';
import { useEffect, useRef } from 'react';
import type { UndoView } from '../browser/bag-view.js';
import { fill } from './bag-labels.js';
import styles from './BagUndoNotice.module.css';

/** docs/product/bag.md §3.5: the last removed line, with a way to put it back. */
export function BagUndoNotice({
  removed,
  labels,
  isDisabled,
  onUndo,
}: {
  removed: UndoView;
  labels: Record<string, string>;
  isDisabled: boolean;
  onUndo: () => void;
}) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The removed line took the focused button with it: keep keyboard users in the drawer,
    // on the way to put it back (WCAG 2.4.3).
    if (document.activeElement === document.body || document.activeElement === null) {
      notice.current?.querySelector('button')?.focus();
    }
  }, [removed]);
  return (
    <p ref={notice} className={styles.notice} data-testid="bag-undo">
      <span>
        {fill(labels, 'bagRemoved', '{name} was removed from your bag.', { name: removed.name })}
      </span>
      <Button variant="link" onPress={onUndo} isDisabled={isDisabled} data-testid="bag-undo-button">
        {fill(labels, 'bagUndo', 'Undo')}
      </Button>
    </p>
  );
}
