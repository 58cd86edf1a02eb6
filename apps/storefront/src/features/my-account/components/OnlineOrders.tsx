import { orderCodeOf } from '@atelier/core-orders';
import { Button, OrderCard } from '@atelier/ui';
import { useOrdersList } from '../browser/orders-paging.js';
import { trackedOrderView } from '../../tracking/index.js';
import { useAccount, useLabel } from './account-context.js';

/** The shopper's online orders, 20 a page until the total (core-orders' paging machine). */
export function OnlineOrders() {
  const { client, site, locale } = useAccount();
  const label = useLabel();
  const list = useOrdersList('online', (page, size) => client.orders.getOrders(page, size));
  if (list.status === 'failure')
    return (
      <div className="sf-my-account-stack">
        <p role="alert" className="sf-my-account-error">
          {label('myAccountLoadFailed')}
        </p>
        <Button variant="secondary" onPress={list.retry}>
          {label('checkoutModalRetry')}
        </Button>
      </div>
    );
  if (list.total === null) return <p aria-busy="true">{label('myAccountLoading')}</p>;
  if (list.orders.length === 0) return <p>{label('myAccountNoOrders')}</p>;
  return (
    <div className="sf-my-account-stack">
      <ul className="sf-my-account-orders" aria-busy={list.status === 'loading'}>
        {list.orders.map((order) => {
          const code = orderCodeOf(order);
          // Where the order stands by core-orders' rules (the tracking page's view of it).
          const view = trackedOrderView(order, site);
          const current = view.steps.find((step) => step.state === 'current');
          return (
            <li
              key={code}
              data-testid="order-row"
              data-status={current?.status ?? 'BOUGHT'}
              data-backend-status={order.backendStatus ?? order.status.key}
            >
              <OrderCard
                code={code}
                placedAt={order.date}
                statusLabel={label(view.badge.labelKey)}
                total={order.totals.totalPrice}
                locale={locale}
                images={order.products
                  .filter((product) => product.image)
                  .map((product) => ({ src: product.image ?? '', alt: product.name ?? '' }))}
                href={`/${site}/my-account/orders/${encodeURIComponent(code)}/`}
                labels={{
                  order: label('trackingOrderCode'),
                  placed: label('trackingPlacedOn', { date: '' }).trim(),
                  details: label('myAccountOrderDetails'),
                  total: label('myAccountOrderTotal'),
                }}
              />
            </li>
          );
        })}
      </ul>
      <p className="sf-my-account-note" aria-live="polite" data-testid="orders-count">
        {label('myAccountShownOf', { shown: list.orders.length, total: list.total })}
      </p>
      {list.status !== 'complete' && (
        <Button
          variant="secondary"
          onPress={list.loadMore}
          isPending={list.status === 'loading'}
          data-testid="orders-more"
        >
          {label('myAccountShowMore')}
        </Button>
      )}
    </div>
  );
}
