// The returns section's glue (docs/product/returns.md §5; docs/product/commerce-api.md §9): which
// of the shopper's orders it lists, the external portal's link, and a failure or a problem as the
// message the shopper reads. The rules themselves are core-orders'.
import {
  ORDERS_PAGE_SIZE,
  orderReturnState,
  returnPortalRedirectParams,
  type OnlineOrder,
  type OrdersPage,
  type ReturnChoiceProblem,
} from '@atelier/core-orders';

/**
 * Returns are for recent deliveries: the section reads the newest orders, 20 a page, up to this
 * many, instead of the whole history of a long-standing customer.
 */
export const RETURNS_ORDERS_LIMIT = 100;

/** The orders the section shows: those that can be returned and those already in a return. */
export async function loadReturnOrders(
  getOrders: (page: number, size: number) => Promise<OrdersPage<OnlineOrder>>,
): Promise<OnlineOrder[]> {
  const orders: OnlineOrder[] = [];
  for (let page = 0; page * ORDERS_PAGE_SIZE < RETURNS_ORDERS_LIMIT; page += 1) {
    const read = await getOrders(page, ORDERS_PAGE_SIZE);
    orders.push(...read.orders);
    if (read.orders.length === 0 || orders.length >= read.total) break;
  }
  return orders.filter((order) => orderReturnState(order) !== 'notReturnable');
}

/**
 * The redirect to the external return portal, with OrderID and ShippingEmail
 * (docs/product/returns.md §4).
 */
export function returnPortalHref(portal: string, orderId: string, shippingEmail: string): string {
  const query = new URLSearchParams(returnPortalRedirectParams(orderId, shippingEmail));
  return `${portal}${portal.includes('?') ? '&' : '?'}${query.toString()}`;
}

const PROBLEM_LABELS: Readonly<Record<ReturnChoiceProblem, string>> = {
  noLines: 'myReturnsProblemNoLines',
  reasonMissing: 'myReturnsProblemReason',
  unknownReason: 'myReturnsProblemReason',
  badQuantity: 'myReturnsProblemQuantity',
  duplicateLine: 'myReturnsProblemQuantity',
  unknownLine: 'myReturnsFailed',
  unknownCondition: 'myReturnsFailed',
};

/** The message of a problem core-orders found in the shopper's choice. */
export function returnProblemKey(problem: ReturnChoiceProblem): string {
  return PROBLEM_LABELS[problem];
}

/** The error codes of a failed call (the OCC envelope's `errorCode`). */
function codesOf(error: unknown): string[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    const code = (item as { errorCode?: unknown } | null)?.errorCode;
    return typeof code === 'string' ? [code] : [];
  });
}

/**
 * The message of a refused or failed return: an order the back-end does not give this shopper
 * is "not found" (never whose it is), one no longer returnable says so, a problem with the
 * lines is that problem's message, anything else "could not file, try again".
 */
export function returnErrorKey(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404) return 'myAccountOrderNotFound';
  for (const code of codesOf(error)) {
    if (code === 'returns.order.notReturnable' || code === 'returns.order.inProcess')
      return 'myReturnsNotReturnable';
    const problem = /^returns\.entries\.(\w+)$/.exec(code)?.[1];
    if (problem && Object.hasOwn(PROBLEM_LABELS, problem))
      return PROBLEM_LABELS[problem as ReturnChoiceProblem];
  }
  return 'myReturnsFailed';
}
