import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import { formatMoney } from '@atelier/ui';
import { ExpressRegisterForm } from '../../account/index.js';
import type { StoredConfirmation } from '../browser/confirmation-store.js';
import { methodName as bagMethodName } from '../../bag/index.js';
import { methodName as paymentMethodName } from '../browser/payment/method-names.js';
import { checkoutText } from './checkout-labels.js';
import { OrderDetails } from './OrderDetails.js';
import { PurchaseVoucher } from './payment/PaymentVoucher.js';
import styles from './checkout.module.css';

/**
 * The confirmation (docs/product/payments.md §3): the order code first, where the confirmation
 * went, what was paid, and for a guest the offer to create an account with the same e-mail: after
 * an express checkout, the express register form right here (docs/product/checkout.md §11). It
 * shows what the page saved once for the cart, so a reload shows the same order and makes no other.
 */
export function ConfirmationStep({
  lang,
  vertical = 'main',
  locale,
  labels,
  confirmation,
}: {
  lang: SiteCode;
  vertical?: Vertical;
  locale: string;
  labels: Record<string, string>;
  confirmation: StoredConfirmation;
}) {
  const text = (key: Parameters<typeof checkoutText>[1], values?: Record<string, string>) =>
    checkoutText(labels, key, values);
  const total =
    confirmation.purchase?.priceSummary.totalAfterShipment ??
    confirmation.purchase?.priceSummary.total;
  const email = confirmation.email ?? confirmation.purchase?.purchaser.email ?? null;
  const purchase = confirmation.purchase;
  const mode = purchase?.deliveryMode;
  const paidWith = purchase?.paymentMode.code ?? confirmation.paymentMode ?? null;
  return (
    <div className={`${styles.step} ${styles.confirmation}`} data-testid="checkout-confirmation">
      <h1 className={styles.title}>{text('confirmationTitle')}</h1>
      <div>
        <p className={styles.note}>{text('orderCodeLabel')}</p>
        {/* translate="no": an identifier, written as the shopper will quote it. */}
        <p className={styles.orderCode} data-testid="order-code" translate="no">
          {confirmation.orderCode}
        </p>
      </div>
      {email && <p>{text('confirmationIntro', { email })}</p>}
      {total && (
        <p data-testid="order-total">
          {text('orderTotal')}: {formatMoney(total, locale)}
        </p>
      )}
      {purchase && <PurchaseVoucher purchase={purchase} locale={locale} labels={labels} />}
      <OrderDetails
        labels={labels}
        locale={locale}
        details={{
          address: confirmation.shippingAddress ?? null,
          method: mode
            ? bagMethodName(labels, mode.code, mode.name ?? null)
            : (confirmation.shippingMethodName ?? null),
          estimatedDelivery: purchase?.estimatedDeliveryDate ?? null,
          payment: paidWith ? paymentMethodName(paidWith, labels) : null,
        }}
      />
      {confirmation.isGuest && confirmation.isExpress === true && email && (
        <section
          className={styles.offer}
          aria-labelledby="express-register-title"
          data-testid="express-register"
        >
          <h2 id="express-register-title" className={styles.subtitle}>
            {text('registerOfferTitle')}
          </h2>
          <p className={styles.note}>{text('registerOfferText')}</p>
          <ExpressRegisterForm
            at={{ site: lang, vertical }}
            labels={labels}
            email={email}
            name={confirmation.shippingAddress?.name ?? purchase?.purchaser.name ?? ''}
            surname={confirmation.shippingAddress?.surname ?? purchase?.purchaser.surname ?? ''}
          />
        </section>
      )}
      {confirmation.isGuest && confirmation.isExpress !== true && (
        <section className={styles.offer} aria-labelledby="register-offer-title">
          <h2 id="register-offer-title" className={styles.subtitle}>
            {text('registerOfferTitle')}
          </h2>
          <p className={styles.note}>{text('registerOfferText')}</p>
          <a
            className="sf-button"
            href={`/${lang}/register/${email ? `?email=${encodeURIComponent(email)}` : ''}`}
            data-testid="register-offer"
          >
            {text('registerOfferCta')}
          </a>
        </section>
      )}
      <div className={styles.actions}>
        <a href={`/${lang}/tracking-order/`}>{text('trackOrder')}</a>
        <a href={`/${lang}/`}>{text('continueShopping')}</a>
      </div>
    </div>
  );
}
