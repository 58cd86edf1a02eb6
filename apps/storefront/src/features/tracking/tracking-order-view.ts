// What the tracking page shows of a found order (docs/product/orders.md §5), built on the server
// from the back-end's order with core-orders' rules. Only what the page draws leaves the server: no
// addresses, e-mail, payment references or totals, so an answer is worth little to anyone
// who guessed a lookup.
import type { SiteCode } from '@atelier/core-catalogue';
import {
  locateOrderUrl,
  orderCodeOf,
  orderStatusDisplay,
  orderTimeline,
  paymentFlowOf,
  shippingMethodFromCode,
  type OnlineOrder,
  type OrderTimelineInput,
  type OrderTimelineStep,
  type ProductStatus,
  type StepState,
} from '@atelier/core-orders';

export interface TrackedStepView {
  status: ProductStatus;
  state: StepState;
  /** The UI label naming the step. */
  labelKey: string;
  /** When the order reached the step (ISO 8601), for the steps it has reached. */
  date: string | null;
}

export interface TrackedOrderView {
  code: string;
  placedAt: string;
  /** The status badge: a UI label and the colour name the back-end (or the SENT rule) gives. */
  badge: { labelKey: string; color: string };
  steps: TrackedStepView[];
  /** The locate-order link (AfterShip first, else the carrier's), when there is one. */
  locateUrl: string | null;
  items: { name: string; quantity: number; image: string | null }[];
}

const STEP_LABEL: Readonly<Record<ProductStatus, string>> = {
  BOUGHT: 'orderStatusBought',
  PAYMENT_PENDING: 'orderStatusPaymentPending',
  PAID: 'orderStatusPaid',
  IN_PREPARATION: 'orderStatusInPreparation',
  IN_PREPARATION_IN_SITE: 'orderStatusInPreparation',
  SEND_TO_STORE: 'orderStatusSendToStore',
  RECEIVED_IN_STORE: 'orderStatusReceivedInStore',
  IN_DISTRIBUTION_CARRIER: 'orderStatusInDistribution',
  SHIPPED: 'orderStatusInDistribution',
  DELIVERED: 'orderStatusDelivered',
  CANCELLED: 'orderStatusCancelled',
  CANCELLED_IN_SITE: 'orderStatusCancelled',
  ERROR: 'orderStatusError',
  RETURNED: 'orderStatusReturned',
};

const SENT_LABEL = {
  readyToBeShipped: 'orderStatusReadyToBeShipped',
  readyToBePicked: 'orderStatusReadyToBePicked',
} as const;

/**
 * The badge's colour when the back-end sends none: the tone of where the order stands. This is
 * presentation only; which step is current is core-orders' decision.
 */
const TONE: Readonly<Record<ProductStatus, string>> = {
  BOUGHT: 'blue',
  PAYMENT_PENDING: 'yellow',
  PAID: 'blue',
  IN_PREPARATION: 'blue',
  IN_PREPARATION_IN_SITE: 'blue',
  SEND_TO_STORE: 'blue',
  RECEIVED_IN_STORE: 'green',
  IN_DISTRIBUTION_CARRIER: 'blue',
  SHIPPED: 'blue',
  DELIVERED: 'green',
  CANCELLED: 'red',
  CANCELLED_IN_SITE: 'red',
  ERROR: 'red',
  RETURNED: 'grey',
};

function stepLabel(step: OrderTimelineStep): string {
  return step.labelKey === 'cancelledForNonPayment'
    ? 'orderStatusCancelledForNonPayment'
    : STEP_LABEL[step.status];
}

/** The order is still waiting for its payment to be confirmed (cash vouchers, redirects). */
function paymentInProcess(order: OnlineOrder): boolean {
  const status = (order.paymentStatus ?? '').toUpperCase();
  return status === 'PENDING' || status === 'IN_PROCESS' || status === 'PAYMENT_IN_PROCESS';
}

/**
 * When the order first reached each step: the earliest history entry whose back-end status
 * core-orders places on that step (the history holds back-end statuses, newest first).
 */
function reachedDates(order: OnlineOrder, input: OrderTimelineInput): Map<ProductStatus, string> {
  const dates = new Map<ProductStatus, string>([['BOUGHT', order.date]]);
  const entries = [...(order.statusHistory ?? [])].sort(
    (a, b) => Date.parse(a.date) - Date.parse(b.date),
  );
  for (const entry of entries) {
    const timeline = orderTimeline({ ...input, backendStatus: entry.status });
    const current = timeline.find((step) => step.state === 'current');
    if (current && !dates.has(current.status)) dates.set(current.status, entry.date);
  }
  return dates;
}

export function trackedOrderView(order: OnlineOrder, site: SiteCode): TrackedOrderView {
  const input: OrderTimelineInput = {
    method: shippingMethodFromCode(order.shippingMethodCode) ?? 'standard',
    backendStatus: order.backendStatus ?? order.status.key,
    paymentFlow: paymentFlowOf(order.paymentMode),
    paymentInProcess: paymentInProcess(order),
    statusKey: order.status.key,
  };
  const timeline = orderTimeline(input);
  const dates = reachedDates(order, input);
  const current = timeline.find((step) => step.state === 'current') ?? timeline[0];
  const display = orderStatusDisplay(order.status, order.shippingMethodCode, site);
  const currentLabel = current ? stepLabel(current) : STEP_LABEL.BOUGHT;
  return {
    code: orderCodeOf(order),
    placedAt: order.date,
    badge:
      'labelKey' in display
        ? { labelKey: SENT_LABEL[display.labelKey], color: display.color }
        : {
            // The back-end's label is its status key (not shopper wording): the step's name
            // from the content system stands in for it, in the site's language.
            labelKey: currentLabel,
            color: display.color || (current ? TONE[current.status] : 'blue'),
          },
    steps: timeline.map((step) => ({
      status: step.status,
      state: step.state,
      labelKey: stepLabel(step),
      date: step.state === 'pending' ? null : (dates.get(step.status) ?? null),
    })),
    locateUrl: locateOrderUrl({
      trackURL: order.trackURL ?? null,
      afterShipTrackURL: order.afterShipTrackURL ?? null,
    }),
    items: order.products.map((product) => ({
      name: product.name ?? product.id,
      quantity: product.quantity,
      image: product.image ?? null,
    })),
  };
}
