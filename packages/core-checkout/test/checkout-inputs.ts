import type { CheckoutBagLine } from '../src/checkout/checkout-bag.js';
import type { CheckoutInput } from '../src/checkout/checkout-machine-types.js';
import { address } from './fixtures.js';

export const line: CheckoutBagLine & Record<string, unknown> = {
  entryNumber: 0,
  productId: 'P1',
  quantity: 1,
  price: 19.99,
  stock: 5,
  hasOverallStock: true,
  onlineStock: true,
  availableSdd: [],
  isGift: false,
};

export const guestInput: CheckoutInput = {
  bag: {
    cartId: 'cart-1',
    products: [line],
    shippingMethod: 'standard',
    shippingMethods: [{ code: 'standard' }, { code: 'sdd', isSdd: true }, { code: 'pickup' }],
    shippingAddress: null,
    billingAddress: null,
    email: null,
    pickupStore: null,
    selectedPaymentModeCode: null,
  },
  user: null,
  settings: {
    addressVerificationEnabled: true,
    nationalIdAsked: true,
    crossBorderManaged: false,
    oneClick: { cmsFlag: true, featureFlag: true, countryStandardMethod: 'standard' },
  },
  hasLinkedEmail: false,
  noStockModalPending: false,
  paymentMethod: null,
};

export const loggedInput: CheckoutInput = {
  ...guestInput,
  user: { hasNationalId: false, defaultAddressInvalid: true },
};

export const homeAddress = {
  ...address({ id: 'home', nationalId: '12345678Z' }),
  defaultAddress: true,
};
