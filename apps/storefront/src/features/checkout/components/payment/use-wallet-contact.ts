// The contact a wallet would share: the checkout's address and e-mail, or a sandbox test
// shopper when the checkout has none yet.
import type { WalletContact } from '@atelier/core-checkout';
import { contactFromAddress } from '../../browser/payment/wallet-contact.js';
import { useCheckout } from '../checkout-context.js';

const TEST_CONTACT: WalletContact = {
  givenName: 'Wallet',
  familyName: 'Shopper',
  emailAddress: 'wallet.shopper@example.com',
  phoneNumber: '600000000',
  addressLines: ['Gran Vía 1'],
  locality: 'Madrid',
  administrativeArea: 'Madrid',
  postalCode: '28013',
  countryCode: 'ES',
};

export function useWalletContact(): WalletContact {
  const { purchaser } = useCheckout();
  const address = purchaser.shippingAddress;
  if (address === null) return TEST_CONTACT;
  return contactFromAddress(address, purchaser.email ?? TEST_CONTACT.emailAddress);
}
