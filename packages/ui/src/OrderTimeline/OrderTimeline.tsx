import { Check } from 'lucide-react';
import styles from './OrderTimeline.module.css';

export type TimelineState = 'done' | 'current' | 'pending';

export interface TimelineStep {
  /** The order status this step stands for (exposed as data-status for tests). */
  status: string;
  label: string;
  state: TimelineState;
  /** ISO 8601; formatted with the locale. */
  date?: string | null;
}

export interface OrderTimelineProps {
  steps: readonly TimelineStep[];
  locale: string;
  label?: string;
  stateLabels?: Partial<Record<TimelineState, string>>;
}

const DEFAULT_STATE_LABELS: Record<TimelineState, string> = {
  done: 'completed',
  current: 'current step',
  pending: 'pending',
};

/** An order's progress: placed, prepared, shipped, delivered (or its return path). */
export function OrderTimeline({
  steps,
  locale,
  label = 'Order status',
  stateLabels,
}: OrderTimelineProps) {
  const states = { ...DEFAULT_STATE_LABELS, ...stateLabels };
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  };
  return (
    <ol className={styles.timeline} aria-label={label} data-testid="order-timeline">
      {steps.map((step) => {
        const date = step.date ? formatDate(step.date) : null;
        return (
          <li
            key={step.status}
            className={styles.step}
            data-testid="timeline-step"
            data-status={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.state === 'done' && <Check size={14} strokeWidth={3} />}
            </span>
            <div>
              <p className={styles.label}>
                {step.label}
                <span className="atelier-visually-hidden">, {states[step.state]}</span>
              </p>
              {date && step.date && (
                <time className={styles.date} dateTime={step.date} dir="auto">
                  {date}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
