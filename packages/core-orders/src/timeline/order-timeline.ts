import { hasPaymentSteps, type PaymentFlow } from '../status/payment-flow.js';
import { productStatusOf, type ProductStatus } from '../status/product-status.js';
import { reachedStep } from './progress-rank.js';
import type { ShippingMethodCode } from '../status/shipping-method.js';
import { stepStates, type TimelineStep } from './step-states.js';
import { timelineSteps } from './timeline-steps.js';

export interface OrderTimelineInput {
  method: ShippingMethodCode;
  /** The back-end status of the order (or of the line being shown). */
  backendStatus: string;
  paymentFlow?: PaymentFlow;
  /** The order's payment status says the payment is still being processed. */
  paymentInProcess?: boolean;
  /** The order's own status key (`status.key`), which may already say CANCELLED_IN_SITE. */
  statusKey?: string | null;
}

export type TimelineLabelKey = 'cancelledForNonPayment';

export interface OrderTimelineStep extends TimelineStep {
  labelKey?: TimelineLabelKey;
}

/** Outcomes that end the journey early: shown after BOUGHT instead of the remaining steps. */
const EARLY_ENDINGS: readonly ProductStatus[] = ['CANCELLED', 'CANCELLED_IN_SITE', 'ERROR'];

/**
 * The status an order shows, with the payment-flow rules of 4.11 on top of productStatusOf:
 * in-site orders are never "in preparation" (they show IN_PREPARATION_IN_SITE) and their
 * cancellations are CANCELLED_IN_SITE unless the payment is still in process.
 */
export function orderProductStatus(input: OrderTimelineInput): ProductStatus | null {
  const flow = input.paymentFlow ?? 'online';
  const status = productStatusOf(input.backendStatus, input.method, {
    paymentSteps: hasPaymentSteps(flow),
  });
  if (flow !== 'inSite') return status;
  if (input.statusKey === 'CANCELLED_IN_SITE') return 'CANCELLED_IN_SITE';
  if (status === 'CANCELLED' && !input.paymentInProcess) return 'CANCELLED_IN_SITE';
  if (status === 'IN_PREPARATION') return 'IN_PREPARATION_IN_SITE';
  return status;
}

/** The steps an order's timeline shows: in-site orders drop the in-preparation step. */
export function orderTimelineSteps(
  method: ShippingMethodCode,
  paymentFlow: PaymentFlow = 'online',
): ProductStatus[] {
  const steps = timelineSteps(method, { paymentSteps: hasPaymentSteps(paymentFlow) });
  return paymentFlow === 'inSite' ? steps.filter((step) => step !== 'IN_PREPARATION') : steps;
}

/**
 * The timeline of one order with each step's state. Exactly one step is current and exactly
 * the steps before it are done.
 */
export function orderTimeline(input: OrderTimelineInput): OrderTimelineStep[] {
  const flow = input.paymentFlow ?? 'online';
  const steps = orderTimelineSteps(input.method, flow);
  const status = orderProductStatus(input);

  // An in-site order cancelled before its payment arrived: the shopper never paid.
  if (flow === 'inSite' && status === 'CANCELLED_IN_SITE' && input.backendStatus === 'IN_PROCESS') {
    return [
      { status: 'BOUGHT', state: 'done' },
      { status: 'PAYMENT_PENDING', state: 'done' },
      { status: 'CANCELLED_IN_SITE', state: 'current', labelKey: 'cancelledForNonPayment' },
    ];
  }
  if (status !== null && EARLY_ENDINGS.includes(status)) {
    return [
      { status: 'BOUGHT', state: 'done' },
      { status, state: 'current' },
    ];
  }
  if (status === 'RETURNED') {
    return [
      ...steps.map((step) => ({ status: step, state: 'done' as const })),
      { status, state: 'current' },
    ];
  }
  // An unknown back-end status still belongs to an order that was bought.
  const reached = status === null ? 'BOUGHT' : (reachedStep(steps, status) ?? 'BOUGHT');
  return stepStates(steps, reached);
}
