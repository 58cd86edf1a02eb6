import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { onlineOrderSchema, type OnlineOrder } from '../entities/online-order.js';
import { storePurchaseSchema, type StorePurchase } from '../entities/store-purchase.js';

/** Online orders and in-store tickets both load 20 per page (docs/product/orders.md §6). */
export const ORDERS_PAGE_SIZE = 20;
/** The account home shows the latest two orders. */
export const LATEST_ORDERS_COUNT = 2;

export type OrdersKind = 'online' | 'store';
export type PagedOrder = OnlineOrder | StorePurchase;

export interface OrdersPage<O extends PagedOrder = PagedOrder> {
  orders: O[];
  /** totalOrders for online orders, totalTickets for store orders. */
  total: number;
}

const pageSchemas = {
  online: lazySchema(() =>
    z.object({ orders: z.array(onlineOrderSchema), total: z.number().int().nonnegative() }),
  ),
  store: lazySchema(() =>
    z.object({ orders: z.array(storePurchaseSchema), total: z.number().int().nonnegative() }),
  ),
};

/** What a page of `kind` orders looks like: the paging actor parses answers with it. */
export function ordersPageSchema(kind: OrdersKind): z.ZodType<OrdersPage> {
  return pageSchemas[kind];
}

/**
 * Whether a page just received ends the list: the server returned nothing (a total that
 * overstates the list must not make us ask forever) or everything up to the total is loaded.
 */
export function isLastPage(loadedBefore: number, received: OrdersPage): boolean {
  return received.orders.length === 0 || loadedBefore + received.orders.length >= received.total;
}

/** The newest `count` orders, newest first; orders with an unreadable date go last. */
export function latestOrders<O extends { date: string }>(
  orders: readonly O[],
  count: number = LATEST_ORDERS_COUNT,
): O[] {
  const time = (order: O): number => {
    const parsed = Date.parse(order.date);
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  return [...orders].sort((a, b) => time(b) - time(a)).slice(0, Math.max(0, count));
}
