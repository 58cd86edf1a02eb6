import {
  ORDERS_PAGE_SIZE,
  isByCodeAndEmail,
  type OnlineOrder,
  type OrderTrackingQuery,
  type OrdersPage,
} from '@atelier/core-orders';
import type { Purchase } from '@atelier/core-checkout';
import type { DialectCalls } from './dialects/index.js';
import type { OccCallOptions, OccHttp } from './http.js';
import { emptySchema } from './schemas/empty.schema.js';
import {
  orderWireSchema,
  ordersPageWireSchema,
  purchaseWireSchema,
} from './schemas/order.schema.js';

/** docs/product/commerce-api.md §9: online orders. */
export function createOrderCalls(http: OccHttp, dialect: DialectCalls) {
  const ordersPath = async (rest = ''): Promise<string> =>
    `/users/${await http.userId()}/orders${rest}`;
  // Standard OCC sends consignments and payment details with FULL only.
  const fields = dialect.readFields;

  return {
    /** Paged, 20 per page (docs/product/orders.md §6); page is 0-based. */
    async getOrders(page = 0, pageSize = ORDERS_PAGE_SIZE): Promise<OrdersPage<OnlineOrder>> {
      return http.call({
        method: 'GET',
        path: await ordersPath(),
        query: { currentPage: page, pageSize },
        schema: ordersPageWireSchema(),
      });
    },
    async getOrder(code: string): Promise<OnlineOrder> {
      return http.call({
        method: 'GET',
        path: await ordersPath(`/${encodeURIComponent(code)}`),
        query: { fields },
        schema: orderWireSchema(),
      });
    },
    /** The same order read as the confirmation page's purchase. */
    async getPurchase(code: string, options?: OccCallOptions): Promise<Purchase> {
      return http.call({
        method: 'GET',
        path: await ordersPath(`/${encodeURIComponent(code)}`),
        query: { fields },
        schema: purchaseWireSchema(),
        signal: options?.signal,
      });
    },
    /**
     * Guest tracking (docs/product/orders.md §5): by code and e-mail, or by code, last name and
     * postal code.
     */
    trackOrder(query: OrderTrackingQuery): Promise<OnlineOrder> {
      return http.call({
        method: 'GET',
        path: '/orders',
        query: isByCodeAndEmail(query)
          ? { code: query.orderCode, email: query.email }
          : { code: query.orderId, lastName: query.lastName, postalCode: query.postalCode },
        auth: 'client',
        schema: orderWireSchema(),
      });
    },
    /** GET /users/anonymous/orders/{code}/{email}: the guest link of an order e-mail. */
    getAnonymousOrder(first: string, second: string): Promise<OnlineOrder> {
      return http.call({
        method: 'GET',
        path: `/users/anonymous/orders/${encodeURIComponent(first)}/${encodeURIComponent(second)}`,
        auth: 'client',
        schema: orderWireSchema(),
      });
    },
    /**
     * The order a cart became. The back-end answers only the cart's owner: a shopper's cart
     * (code or guid) with their token, a guest's cart by its guid, never by its code.
     */
    getPurchaseByCartId(cartId: string, options?: OccCallOptions): Promise<Purchase> {
      return http.call({
        method: 'GET',
        path: `/orders/byCartId/${encodeURIComponent(cartId)}`,
        query: { fields },
        schema: purchaseWireSchema(),
        signal: options?.signal,
      });
    },
    /**
     * `id`: a shopper's own order code (sent with their token), or for a guest's order the
     * guest cart's guid: the back-end refuses a guest order by its guessable code.
     */
    async markVisited(id: string): Promise<void> {
      await http.call({
        method: 'POST',
        path: `/orders/${encodeURIComponent(id)}/visited`,
        schema: emptySchema(),
      });
    },
  };
}
export type OrderCalls = ReturnType<typeof createOrderCalls>;
