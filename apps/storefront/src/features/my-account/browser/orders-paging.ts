// core-orders' paging machine (20 a page until the total) over the account's calls, as a
// React hook: the machine decides when the list is complete; the page only draws it.
import {
  ordersPagingActors,
  ordersPagingMachine,
  type OnlineOrder,
  type OrdersKind,
  type OrdersPage,
  type StorePurchase,
} from '@atelier/core-orders';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';

type OrderOf<K extends OrdersKind> = K extends 'online' ? OnlineOrder : StorePurchase;

export interface OrdersList<K extends OrdersKind> {
  orders: OrderOf<K>[];
  total: number | null;
  status: 'loading' | 'ready' | 'complete' | 'failure';
  loadMore: () => void;
  retry: () => void;
}

export function useOrdersList<K extends OrdersKind>(
  kind: K,
  fetchPage: (page: number, pageSize: number) => Promise<OrdersPage<OrderOf<K>>>,
): OrdersList<K> {
  const actor = useActorRef(
    ordersPagingMachine.provide({
      actors: ordersPagingActors((input) => fetchPage(input.page, input.pageSize)),
    }),
    { input: { kind } },
  );
  useEffect(() => actor.send({ type: 'LOAD' }), [actor]);
  const orders = useSelector(actor, (s) => s.context.orders) as OrderOf<K>[];
  const total = useSelector(actor, (s) => s.context.total);
  const status = useSelector(actor, (s) =>
    s.matches('complete')
      ? 'complete'
      : s.matches('ready')
        ? 'ready'
        : s.matches('failure')
          ? 'failure'
          : 'loading',
  );
  return {
    orders,
    total,
    status,
    loadMore: () => actor.send({ type: 'LOAD_MORE' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
