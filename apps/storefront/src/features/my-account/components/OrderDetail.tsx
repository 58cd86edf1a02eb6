import { formatNumber } from '@atelier/core-catalogue';
import type { OnlineOrder } from '@atelier/core-orders';
import { Button, OrderStatusBadge, formatMoney } from '@atelier/ui';
import { useState } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { useParams } from 'react-router';
import { formatAccountDate } from '../browser/account-format.js';
import { downloadPdf } from '../browser/pdf-download.js';
import { trackedOrderView } from '../../tracking/index.js';
import { methodName as deliveryMethodName } from '../../bag/index.js';
import { paymentMethodName } from '../../checkout/index.js';
import { Verbatim } from '../../../shell/components/LabelNodes.js';
import {
  addressLines,
  cardLastDigits,
  totalsRows,
  type TotalsRowKey,
} from '../order-detail-view.js';
import { useAccount, useLabel, useLabelNodes } from './account-context.js';
import { OrderProgress } from '../../tracking/index.js';
import { AccountLink } from './AccountLink.js';

/**
 * /{lang}/my-account/orders/{code}: one of the shopper's orders with core-orders' timeline,
 * the invoice and each piece's authenticity certificate. The back-end answers only the
 * shopper's own orders: any other code is "not found" (docs/product/commerce-api.md §9).
 */
export default function OrderDetail() {
  const { client, site, locale, labels } = useAccount();
  const label = useLabel();
  const labelNode = useLabelNodes();
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
  const address = addressLines(order.deliveryAddress);
  const methodCode = order.deliveryMode ?? order.shippingMethodCode;
  const last = cardLastDigits(order.maskedCardNumber);
  const payment = order.paymentMode
    ? paymentMethodName(order.paymentMode, labels)
    : (order.paymentName ?? null);
  const TOTALS: Record<TotalsRowKey, string> = {
    subTotal: 'bagSubtotal',
    totalDiscounts: 'cartDiscounts',
    deliveryCost: 'cartShipping',
    totalPrice: 'cartTotal',
  };
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
        <p data-testid="order-total">
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
      {(address.length > 0 || methodCode || payment) && (
        <section className="sf-my-account-card" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title" className="sf-h3">
            {label('checkoutDetailsTitle')}
          </h2>
          <dl className="sf-my-account-order-details">
            {address.length > 0 && (
              <div>
                <dt>{label('checkoutDeliveryAddress')}</dt>
                {/* The shopper's own address, as typed: never translated (ADR 0049). */}
                <dd data-testid="order-address" translate="no">
                  {address.map((line, index) => (
                    <bdi key={index}>{line}</bdi>
                  ))}
                </dd>
              </div>
            )}
            {methodCode && (
              <div>
                <dt>{label('checkoutShippingMethod')}</dt>
                <dd data-testid="order-method">
                  {deliveryMethodName(labels, methodCode, order.deliveryModeName ?? null)}
                </dd>
              </div>
            )}
            {payment && (
              <div>
                <dt>{label('checkoutPaymentMethod')}</dt>
                <dd data-testid="order-payment">
                  {last
                    ? labelNode('myAccountCardEnding', {
                        brand: payment,
                        last: <Verbatim>{last}</Verbatim>,
                      })
                    : payment}
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <div className="sf-my-account-card">
        <h2 className="sf-h3">{label('trackingItems')}</h2>
        <ul className="sf-my-account-items">
          {order.products.map((product, index) => (
            <li
              key={`${product.id}-${index}`}
              // A charm follows its personalised piece in the order (docs/product/product.md §3.4).
              {...(product.personalisationInfo
                ? { 'data-testid': 'order-line-charm', className: 'sf-my-account-charm' }
                : {})}
            >
              {product.image && (
                <img src={product.image} alt="" width={56} height={70} loading="lazy" />
              )}
              <span>
                {product.personalisationInfo
                  ? label('personalisationWithCharm', { name: product.name ?? product.id })
                  : (product.name ?? product.id)}{' '}
                {/* With its price, "2 × 45,00 € = 90,00 €" says the quantity once. */}
                {!(product.price && product.quantity > 1) && (
                  <bdi>× {formatNumber(product.quantity, locale)}</bdi>
                )}
                {product.price && (
                  // One piece's price, and the line's total as the back-end charged it.
                  <span className="sf-my-account-line-price" data-testid="order-line-price">
                    {' · '}
                    <bdi>
                      {product.quantity > 1 &&
                        `${formatNumber(product.quantity, locale)} × ${formatMoney(product.price, locale)} = `}
                      {formatMoney(product.total ?? product.price, locale)}
                    </bdi>
                  </span>
                )}
                {product.engravingText && (
                  // The shopper's own words, quoted as written (never translated).
                  <span className="sf-muted" data-testid="order-line-engraving">
                    {' · '}
                    {label('bagEngraving')}: <bdi translate="no">“{product.engravingText}”</bdi>
                  </span>
                )}
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
        <dl className="sf-my-account-order-totals" data-testid="order-totals">
          {totalsRows(order.totals).map(([key, amount]) => (
            <div key={key} data-total={key}>
              <dt>{label(TOTALS[key])}</dt>
              <dd>
                {key === 'totalDiscounts'
                  ? `−${formatMoney({ ...amount, value: Math.abs(amount.value) }, locale)}`
                  : key === 'deliveryCost' && amount.value === 0
                    ? label('cartShippingFree')
                    : formatMoney(amount, locale)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
