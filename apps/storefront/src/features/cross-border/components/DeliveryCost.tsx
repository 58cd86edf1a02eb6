import { formatPrice } from '@atelier/core-catalogue';
import { useEffect, useState } from 'react';
import { deliveryCostOf, type DeliveryCost as Cost } from '../browser/cross-border-helper.js';
import { fillLabel } from '../../../shell/browser/labels.js';

export interface DeliveryCostProps {
  locale: string;
  labels: Readonly<Record<string, string>>;
  /** The bag total, once read; null for an empty bag. */
  bagTotal: () => Promise<number | null>;
  fetchCost: (amount: number) => Promise<Cost>;
}

/**
 * The provider's delivery cost for the bag total (spec 3, sections 4 and 7), announced politely
 * when it arrives; nothing at all for an empty bag or when the provider could not say.
 */
export function DeliveryCost({ locale, labels, bagTotal, fetchCost }: DeliveryCostProps) {
  const [cost, setCost] = useState<Cost | null>(null);
  useEffect(() => {
    let live = true;
    void bagTotal()
      .then((total) => deliveryCostOf({ isGlobaleManaged: true, total, fetchCost }))
      .then((answer) => live && setCost(answer));
    return () => {
      live = false;
    };
  }, [bagTotal, fetchCost]);
  return (
    <p role="status" className="sf-cross-border-delivery" data-testid="cross-border-delivery">
      {cost
        ? fillLabel(labels, 'crossBorderDeliveryCost', {
            price: formatPrice(cost.price, { locale, currency: cost.currency }),
          })
        : null}
    </p>
  );
}
