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
  const value = Math.min(shown, total);
  const max = Math.max(total, 1);
  const percentage = (value / max) * 100;
  const label = statusLabel(value, total);
  return (
    <div className={styles.loadMore}>
      {/* A plain `role="progressbar"` (no react-aria ProgressBar and its number formatter):
          assistive tech reads the value as a percentage, as before. */}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={max}
      >
        <span className={styles.status}>{label}</span>
        <div className={styles.track}>
          <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
        </div>
      </div>
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
