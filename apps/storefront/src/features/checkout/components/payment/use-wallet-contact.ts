// The contact a wallet would share: the checkout's address and e-mail, or a sandbox test
// shopper of the site's country when the checkout has none yet.
import type { WalletContact } from '@atelier/core-checkout';
import { contactFromAddress, sandboxWalletContact } from '../../browser/payment/wallet-contact.js';
import { useCheckout } from '../checkout-context.js';

export function useWalletContact(): WalletContact {
  const { purchaser, site } = useCheckout();
  const fallback = sandboxWalletContact(site.countryCode);
  const address = purchaser.shippingAddress;
  if (address === null) return fallback;
  return contactFromAddress(address, purchaser.email ?? fallback.emailAddress);
}
