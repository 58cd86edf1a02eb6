import { Button } from '@atelier/ui';
import { useState } from 'react';
import { fillLabel } from '../../../shell/browser/labels.js';
import { queueTracking } from '../../../shell/browser/tracking-queue.js';
import type { TrackedOrderView } from '../tracking-order-view.js';
import { TrackedOrder } from './TrackedOrder.js';
import { TrackingLookupForm } from './TrackingLookupForm.js';
import type { TrackingLookup, trackOrder } from '../browser/track-order.js';

export interface TrackingOrderPageProps {
  site: string;
  locale: string;
  labels: Readonly<Record<string, string>>;
  /** Injected by tests; the page uses the lookup endpoint. */
  lookup?: typeof trackOrder;
}

/**
 * The lookup and its answer's schema (zod, about 20 kB brotli) load on the first search, not
 * with the page: the form is all most visits need.
 */
const lazyTrackOrder: typeof trackOrder = async (site, query) =>
  (await import('../browser/track-order.js')).trackOrder(site, query);

const FAILURE_LABEL = { notFound: 'trackingNotFound', unavailable: 'trackingUnavailable' } as const;

/**
 * /{lang}/tracking-order (docs/product/orders.md §5): a guest finds an order without an
 * account. The form stays on the page with what was typed after a failure; a found order
 * replaces it until the shopper asks to track another.
 */
export function TrackingOrderPage({
  site,
  locale,
  labels,
  lookup = lazyTrackOrder,
}: TrackingOrderPageProps) {
  const label = (key: string) => fillLabel(labels, key);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<keyof typeof FAILURE_LABEL | null>(null);
  const [order, setOrder] = useState<TrackedOrderView | null>(null);

  const find = async (query: TrackingLookup) => {
    setPending(true);
    setFailure(null);
    const outcome = await lookup(site, query);
    setPending(false);
    if (outcome.kind === 'found') {
      setOrder(outcome.order);
      return;
    }
    setFailure(outcome.kind);
    // docs/product/orders.md §5: a failed lookup also sends an error event (what failed, never the
    // lookup).
    void queueTracking({ event: 'order_tracking_error', error_type: outcome.kind, site });
  };

  return (
    <div className="sf-container sf-tracking" data-testid="tracking-page">
      <h1 className="sf-h1">{label('trackingTitle')}</h1>
      {order ? (
        <>
          <TrackedOrder order={order} labels={labels} locale={locale} />
          <Button variant="secondary" onPress={() => setOrder(null)} data-testid="tracking-another">
            {label('trackingAnother')}
          </Button>
        </>
      ) : (
        <>
          <p className="sf-tracking-intro">{label('trackingIntro')}</p>
          <TrackingLookupForm
            labels={labels}
            pending={pending}
            failure={failure ? FAILURE_LABEL[failure] : null}
            onLookup={(query) => void find(query)}
          />
        </>
      )}
    </div>
  );
}
