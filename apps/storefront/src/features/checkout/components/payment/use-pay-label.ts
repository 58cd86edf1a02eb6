// "Pay 191,25 €": the pay button names the amount in the site's locale and currency.
import { useCheckout } from '../checkout-context.js';
import { usePaymentLabels } from './payment-texts.js';

export function usePayLabel(): string {
  const { site, cart } = useCheckout();
  const labels = usePaymentLabels();
  const amount = new Intl.NumberFormat(site.locale, {
    style: 'currency',
    // An emptied bag (its cart just became an order) has no currency of its own.
    currency: cart.totals.currency || site.currency,
  }).format(cart.totals.total);
  return `${labels['pay'] ?? 'Pay'} ${amount}`;
}
