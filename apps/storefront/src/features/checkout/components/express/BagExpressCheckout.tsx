// Express checkout from the bag (docs/product/checkout.md §1; docs/product/payments.md §5.1): the
// bag page and the bag drawer offer the site's wallets the back-end enables, and the one express
// flow (ExpressCheckout) runs on the bag's cart. "From the cart (express checkout) the flow also
// goes to confirmation": the order is kept in the tab as the checkout keeps it, the bag is
// emptied, and the shopper lands on the confirmation with isExpress=true. A lazy chunk: the
// OCC client and the machine load when the bag does.
import { createOccClient } from '@atelier/adapters-commerce';
import { siteInfo } from '@atelier/core-catalogue';
import { expressMethods, type PaymentMode } from '@atelier/core-checkout';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'vike/client/router';
import type { BagSession } from '../../../bag/index.js';
import { commerceDialect } from '../../../../shell/browser/commerce-dialect.js';
import { dataOf, useRead } from '../../../../shell/browser/read/index.js';
import { isSignedIn } from '../../../../shell/browser/session/signed-in.js';
import type { ShellView } from '../../../../shell/view-types.js';
import { placesOfTable, sandboxWalletContact } from '../../browser/payment/wallet-contact.js';
import { checkoutCartOf } from '../../browser/summary-view.js';
import { tabConfirmation } from '../../browser/tab-confirmation.js';
import type { CheckoutCommerce } from '../../checkout-types.js';
import { usePostalRegions } from '../use-postal-regions.js';
import { ExpressCheckout, type ExpressOrder } from './ExpressCheckout.js';

export interface BagExpressCheckoutProps {
  shell: Pick<ShellView, 'site' | 'labels' | 'locale' | 'expressPaymentMethods'>;
  session: BagSession;
}

function commerceFor(site: ShellView['site'], cartId: string): CheckoutCommerce {
  const client = createOccClient({
    baseUrl: `${location.origin}/api/commerce`,
    siteCode: site,
    dialect: commerceDialect(),
    // The bearer token is added by the proxy from its httpOnly cookie (ADR 0006).
    getToken: () => null,
    isSignedIn: () => isSignedIn(),
  });
  return { payments: client.payments, checkout: client.checkout(cartId) };
}

export default function BagExpressCheckout({ shell, session }: BagExpressCheckoutProps) {
  const { site, labels, locale } = shell;
  const context = useSelector(session.actor, (s) => s.context);
  const cartId = context.cartId ?? '';
  const cart = useMemo(() => checkoutCartOf(context, site, null), [context, site]);
  const commerce = useMemo(() => (cartId ? commerceFor(site, cartId) : null), [site, cartId]);
  const read = useRead<PaymentMode[]>(
    commerce && ['checkout', 'payment-modes', cartId],
    (signal) => (commerce ? commerce.checkout.getPaymentModes({ signal }) : Promise.resolve([])),
  );
  const countryCode = siteInfo(site).countryCode;
  const postal = usePostalRegions(countryCode);
  const methods = expressMethods({
    site: shell.expressPaymentMethods,
    modes: dataOf(read) ?? null,
    bag: {
      shopperLines: cart.lines.filter((line) => !line.isGift).length,
      total: cart.totals.total,
      locked: context.isInterfaceLocked,
    },
  });
  if (commerce === null || methods.length === 0) return null;
  const payLabel = `${labels['pay'] ?? 'Pay'} ${new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: cart.totals.currency,
  }).format(cart.totals.total)}`;
  const isGuest = !isSignedIn();

  const onOrder = async (order: ExpressOrder) => {
    // What the confirmation shows: the order as the back-end placed it when it can be read,
    // and always the code, the e-mail and the bag as it was paid.
    const purchase = await commerce.checkout.getOrder(order.code).catch(() => null);
    const kept = tabConfirmation(site).save({
      cartId,
      orderCode: order.code,
      email: order.contact.emailAddress,
      isGuest,
      purchase,
      cart,
      paymentMode: order.method,
      shippingAddress: order.shipping,
      shippingMethodName: null,
      isExpress: true,
    });
    // The ordered bag is over: the header and the drawer show an empty bag, its cookie goes.
    session.signOut();
    const query = new URLSearchParams({
      paymentMode: order.method,
      originalCartIdForUser: kept.cartId,
      isExpress: 'true',
    });
    await navigate(`/${site}/checkout/confirmation/?${query.toString()}`);
  };

  return (
    <ExpressCheckout
      variant="bag"
      methods={methods}
      lang={site}
      labels={labels}
      countryCode={countryCode}
      commerce={commerce}
      cartId={cartId}
      isGuest={isGuest}
      places={placesOfTable(postal)}
      contact={sandboxWalletContact(countryCode)}
      payLabel={payLabel}
      returnUrl={`/${site}/checkout/confirmation/`}
      onOrder={(order) => void onOrder(order)}
      bagDeliveryMode={context.bag?.shippingMethod?.code ?? null}
    />
  );
}
