import { formatPrice } from '@atelier/core-catalogue';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { deliveryCostOf, type DeliveryCost as Cost } from '../browser/cross-border-helper.js';
import { fillLabel } from '../../../shell/browser/labels.js';

export interface DeliveryCostProps {
  /** The site the cost is asked for (what the read is kept under). */
  site: string;
  locale: string;
  labels: Readonly<Record<string, string>>;
  /** The bag total, once read; null for an empty bag. */
  bagTotal: () => Promise<number | null>;
  fetchCost: (amount: number) => Promise<Cost>;
}

/**
 * The provider's delivery cost for the bag total (docs/product/cross-border.md §6;
 * docs/product/commerce-api.md §12), announced politely when it arrives; nothing at all for an
 * empty bag or when the provider could not say.
 */
export function DeliveryCost({ site, locale, labels, bagTotal, fetchCost }: DeliveryCostProps) {
  const read = useRead(['cross-border', site, 'delivery-cost'], async () =>
    deliveryCostOf({ isGlobaleManaged: true, total: await bagTotal(), fetchCost }),
  );
  const cost: Cost | null = dataOf(read) ?? null;
  return (
    <p role="status" className="sf-cross-border-delivery" data-testid="cross-border-delivery">
      {cost
        ? fillLabel(labels, 'crossBorderDeliveryCost', {
            price: formatPrice(cost.value, { locale, currency: cost.currency }),
          })
        : null}
    </p>
  );
}
