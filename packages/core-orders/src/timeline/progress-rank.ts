import type { ProductStatus } from '../status/product-status.js';

/**
 * How far along the journey each status is, shared by all timelines. Statuses at the same rank
 * are alternatives (a parcel goes to a store or to a carrier, never both). Outcomes that leave
 * the journey (cancelled, returned, error) have no rank.
 */
const RANK: Partial<Record<ProductStatus, number>> = {
  BOUGHT: 0,
  PAYMENT_PENDING: 1,
  PAID: 2,
  IN_PREPARATION: 3,
  IN_PREPARATION_IN_SITE: 3,
  SEND_TO_STORE: 4,
  IN_DISTRIBUTION_CARRIER: 4,
  SHIPPED: 4,
  RECEIVED_IN_STORE: 5,
  DELIVERED: 6,
};

export function progressRank(status: ProductStatus): number | undefined {
  return RANK[status];
}

/**
 * The step of `steps` an order at `status` has reached: the status itself when it is a step,
 * otherwise the furthest step not beyond it (a status the timeline does not show, such as an
 * in-site order in preparation, still advances the steps before it). Null for statuses
 * without a rank.
 */
export function reachedStep(
  steps: readonly ProductStatus[],
  status: ProductStatus,
): ProductStatus | null {
  if (steps.includes(status)) return status;
  const rank = progressRank(status);
  if (rank === undefined) return null;
  let reached: ProductStatus | null = null;
  for (const step of steps) {
    const stepRank = progressRank(step);
    if (stepRank !== undefined && stepRank <= rank) reached = step;
  }
  return reached;
}
