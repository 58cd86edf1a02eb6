import { OrderTimeline } from '@atelier/ui';
import type { TrackedOrderView } from '../tracking-order-view.js';

/**
 * Where an order stands on its shipping method's timeline (core-orders' steps, worked out by
 * trackedOrderView), in the site's words: the tracking page and the account's order detail
 * draw it alike.
 */
export function OrderProgress({
  steps,
  locale,
  label,
}: {
  steps: TrackedOrderView['steps'];
  locale: string;
  label: (key: string) => string;
}) {
  return (
    <OrderTimeline
      locale={locale}
      label={label('trackingTimeline')}
      stateLabels={{
        done: label('trackingStepDone'),
        current: label('trackingStepCurrent'),
        pending: label('trackingStepPending'),
      }}
      steps={steps.map((step) => ({
        status: step.status,
        state: step.state,
        label: label(step.labelKey),
        date: step.date,
      }))}
    />
  );
}
