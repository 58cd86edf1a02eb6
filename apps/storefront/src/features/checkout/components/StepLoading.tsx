import { Skeleton } from '@atelier/ui';
import styles from './checkout.module.css';

/** What shows while the checkout works out the step: the same for everyone. */
export function StepLoadingView({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-label={label} data-testid="checkout-loading">
      <Skeleton blockSize="2.5rem" />
      <Skeleton blockSize="14rem" />
    </div>
  );
}
