import { ProgressBar } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  onLoadMore: () => void;
  isLoading?: boolean;
  /** "Showing 24 of 120 products". */
  statusLabel?: (shown: number, total: number) => string;
  buttonLabel?: string;
}

/** "Showing n of m" with a progress line and the button that loads the next page. */
export function LoadMore({
  shown,
  total,
  onLoadMore,
  isLoading = false,
  statusLabel = (s, t) => `Showing ${s} of ${t} products`,
  buttonLabel = 'Load more',
}: LoadMoreProps) {
  const label = statusLabel(Math.min(shown, total), total);
  return (
    <div className={styles.loadMore}>
      <ProgressBar value={Math.min(shown, total)} maxValue={Math.max(total, 1)} aria-label={label}>
        {({ percentage }) => (
          <>
            <span className={styles.status}>{label}</span>
            <div className={styles.track}>
              <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      {shown < total && (
        <Button
          variant="secondary"
          onPress={onLoadMore}
          isPending={isLoading}
          data-testid="load-more"
        >
          {buttonLabel}
        </Button>
      )}
    </div>
  );
}
