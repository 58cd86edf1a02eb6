import { Button } from '@atelier/ui';
import type { UndoView } from '../../client/bag/bag-view.js';
import { fill } from './bag-labels.js';
import styles from './BagUndoNotice.module.css';

/** Spec 2, 4.2: the last removed line, with a way to put it back. */
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
  return (
    <p className={styles.notice} data-testid="bag-undo">
      <span>
        {fill(labels, 'bagRemoved', '{name} was removed from your bag.', { name: removed.name })}
      </span>
      <Button variant="link" onPress={onUndo} isDisabled={isDisabled} data-testid="bag-undo-button">
        {fill(labels, 'bagUndo', 'Undo')}
      </Button>
    </p>
  );
}
