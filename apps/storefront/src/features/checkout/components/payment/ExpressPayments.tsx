// The payment step's express checkout (docs/product/payments.md §5.1): the one express flow
// (../express/ExpressCheckout.tsx) with what the checkout holds: its cart, who pays, the
// address it has (whose region and city the wallet's are matched against).
import { placesOf } from '../../browser/payment/wallet-contact.js';
import { useCheckout } from '../checkout-context.js';
import { ExpressCheckout } from '../express/ExpressCheckout.js';
import { usePayLabel } from './use-pay-label.js';
import { useWalletContact } from './use-wallet-contact.js';

export function ExpressPayments({ methods }: { methods: readonly string[] }) {
  const checkout = useCheckout();
  const { lang, cart, commerce, purchaser, site, labels } = checkout;
  const contact = useWalletContact();
  const payLabel = usePayLabel();
  return (
    <ExpressCheckout
      methods={methods}
      lang={lang}
      labels={labels}
      countryCode={site.countryCode}
      commerce={commerce}
      cartId={cart.cartId}
      isGuest={purchaser.isGuest}
      places={placesOf(purchaser.shippingAddress)}
      contact={contact}
      payLabel={payLabel}
      returnUrl={checkout.returnUrl}
      onOrder={(order) => checkout.onOrderPlaced({ code: order.code, isExpress: true })}
    />
  );
}
