import { formatNumber } from '@atelier/core-catalogue';
import type { OnlineOrder } from '@atelier/core-orders';
import { Button, OrderStatusBadge, formatMoney } from '@atelier/ui';
import { useState } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { useParams } from 'react-router';
import { formatAccountDate } from '../browser/account-format.js';
import { downloadPdf } from '../browser/pdf-download.js';
import { trackedOrderView } from '../../tracking/index.js';
import { useAccount, useLabel } from './account-context.js';
import { OrderProgress } from '../../tracking/index.js';
import { AccountLink } from './AccountLink.js';

/**
 * /{lang}/my-account/orders/{code}: one of the shopper's orders with core-orders' timeline,
 * the invoice and each piece's authenticity certificate. The back-end answers only the
 * shopper's own orders: any other code is "not found" (docs/product/commerce-api.md §9).
 */
export default function OrderDetail() {
  const { client, site, locale } = useAccount();
  const label = useLabel();
  const { code = '' } = useParams();
  const read = useRead(['account', site, 'order', code], () => client.orders.getOrder(code));
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const back = (
    <AccountLink to={`/${site}/my-account/orders/`} className="sf-my-account-back">
      {label('myAccountBackToOrders')}
    </AccountLink>
  );
  if (read.status === 'error') {
    // Another shopper's code is "not found" (docs/product/commerce-api.md); anything else may pass.
    const missing = read.failure.kind === 'notFound' || read.failure.kind === 'refused';
    return (
      <div className="sf-my-account-section" data-testid="order-missing">
        <h2 className="sf-h2">{label('trackingOrder', { code })}</h2>
        <p role="alert" className="sf-my-account-error">
          {label(missing ? 'myAccountOrderNotFound' : 'myAccountLoadFailed')}
        </p>
        {!missing && (
          <Button variant="secondary" onPress={read.retry}>
            {label('checkoutModalRetry')}
          </Button>
        )}
        {back}
      </div>
    );
  }
  if (read.status !== 'success') return <p aria-busy="true">{label('myAccountLoading')}</p>;
  const order: OnlineOrder = read.data;

  const view = trackedOrderView(order, site);
  const placed = formatAccountDate(view.placedAt, locale);
  const download = async (key: string, fetchPdf: () => Promise<string>, fileName: string) => {
    setAlert(null);
    setBusy(key);
    try {
      downloadPdf(await fetchPdf(), fileName);
    } catch {
      setAlert(label('myAccountDownloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const [before = '', after = ''] = label('trackingOrder').split('{code}');
  return (
    <div className="sf-my-account-section" data-testid="order-detail">
      {back}
      <div className="sf-my-account-card">
        <div className="sf-my-account-card-head">
          <div>
            <h2 className="sf-h3">
              {before}
              <bdi data-testid="order-code" translate="no">
                {view.code}
              </bdi>
              {after}
            </h2>
            <p className="sf-my-account-note">{label('trackingPlacedOn', { date: placed })}</p>
          </div>
          <OrderStatusBadge label={label(view.badge.labelKey)} color={view.badge.color} />
        </div>
        <OrderProgress steps={view.steps} locale={locale} label={(key) => label(key)} />
        <p>
          {label('myAccountOrderTotal')}: {formatMoney(order.totals.totalPrice, locale)}
        </p>
        {alert && (
          <p role="alert" className="sf-my-account-error">
            {alert}
          </p>
        )}
        <div className="sf-my-account-actions">
          <Button
            variant="secondary"
            isPending={busy === 'invoice'}
            onPress={() =>
              void download(
                'invoice',
                () => client.erp.getInvoicePdf(view.code),
                `invoice-${view.code}.pdf`,
              )
            }
            data-testid="invoice-download"
          >
            {label('myAccountInvoice')}
          </Button>
        </div>
      </div>
      <div className="sf-my-account-card">
        <h2 className="sf-h3">{label('trackingItems')}</h2>
        <ul className="sf-my-account-items">
          {order.products.map((product, index) => (
            <li key={`${product.id}-${index}`}>
              {product.image && (
                <img src={product.image} alt="" width={56} height={70} loading="lazy" />
              )}
              <span>
                {product.name ?? product.id} <bdi>× {formatNumber(product.quantity, locale)}</bdi>
              </span>
              <Button
                variant="secondary"
                isPending={busy === `certificate-${product.id}`}
                onPress={() =>
                  void download(
                    `certificate-${product.id}`,
                    () => client.erp.getCertificatePdf(view.code, product.id),
                    `certificate-${view.code}-${product.id}.pdf`,
                  )
                }
                data-testid="certificate-download"
              >
                {label('myAccountCertificate', { name: product.name ?? product.id })}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
