import styles from './CheckoutStepBar.module.css';

export interface CheckoutStep {
  id: string;
  label: string;
  /** Completed steps link back to themselves. */
  href?: string;
}

export interface CheckoutStepBarProps {
  steps: readonly CheckoutStep[];
  currentId: string;
  label?: string;
  /** Screen-reader suffix for completed steps. */
  completedLabel?: string;
}

/** Where the shopper is in the checkout; earlier steps can be revisited. */
export function CheckoutStepBar({
  steps,
  currentId,
  label = 'Checkout steps',
  completedLabel = 'completed',
}: CheckoutStepBarProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (
    <nav aria-label={label}>
      <ol className={styles.steps} data-testid="checkout-steps">
        {steps.map((step, index) => {
          const state =
            index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'pending';
          return (
            <li key={step.id} className={styles.step} data-state={state} data-step={step.id}>
              {state === 'done' && step.href ? (
                <a className={styles.label} href={step.href}>
                  {step.label}
                  <span className="atelier-visually-hidden">, {completedLabel}</span>
                </a>
              ) : (
                <span
                  className={styles.label}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
