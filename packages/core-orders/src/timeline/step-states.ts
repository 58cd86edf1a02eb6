import type { ProductStatus } from '../status/product-status.js';

export type StepState = 'done' | 'current' | 'pending';

export interface TimelineStep {
  status: ProductStatus;
  state: StepState;
}

/**
 * Each step's state once the order has reached `reached`: the steps before it are done, it is
 * current, the rest pending. A status that is not a step leaves every step pending, so a
 * timeline never claims progress it cannot place.
 */
export function stepStates(
  steps: readonly ProductStatus[],
  reached: ProductStatus | null,
): TimelineStep[] {
  const position = reached === null ? -1 : steps.indexOf(reached);
  return steps.map((status, index) => ({
    status,
    state: position < 0 || index > position ? 'pending' : index === position ? 'current' : 'done',
  }));
}
