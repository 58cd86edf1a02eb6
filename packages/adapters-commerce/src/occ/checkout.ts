import type { CheckoutPort, GuestData } from '@atelier/core-checkout';
import { z } from 'zod';
import type { AccountCalls } from './account.js';
import type { AuthCalls } from './auth.js';
import type { CartCalls } from './carts.js';
import type { CrmCalls } from './crm.js';
import { PageFetchHybrisError } from './errors.js';
import type { OccHttp } from './http.js';
import type { OrderCalls } from './orders.js';
import { bagAddressToOcc } from './schemas/occ-address.js';
import {
  addressVerificationWireSchema,
  p24MethodsWireSchema,
  paymentModesWireSchema,
  toShippingAddress,
} from './schemas/checkout.schema.js';
import type { StoreCalls } from './stores.js';
import type { UserCalls } from './users.js';

const emptySchema = z.unknown().transform(() => undefined);

export interface CheckoutDependencies {
  http: OccHttp;
  carts: CartCalls;
  users: UserCalls;
  account: AccountCalls;
  orders: OrderCalls;
  stores: StoreCalls;
  auth: AuthCalls;
  crm: CrmCalls;
}

/**
 * CheckoutPort for one cart: its calls carry no cart id, so the port is made per bag
 * (`client.checkout(cartId)`).
 */
export function createCheckoutPort(deps: CheckoutDependencies, cartId: string): CheckoutPort {
  const { http, carts, users, account, orders, stores, auth, crm } = deps;
  const cartPath = async (rest: string): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;

  return {
    async getAddresses() {
      // A guest has no saved addresses (spec 2: the address is given on the shipping step);
      // the back-end answers 401 to asking, which would stop the checkout before it starts.
      if ((await http.userId()) === 'anonymous') return [];
      return (await users.getAddresses()).map(toShippingAddress);
    },
    async addAddress(address) {
      return toShippingAddress(await users.addAddress(address));
    },
    async updateAddress(address) {
      if (address.id === undefined) throw new Error('updateAddress needs the address id');
      return toShippingAddress(await users.updateAddress(address.id, address));
    },
    getDeliveryCountries: () => stores.getDeliveryCountries(),
    async getDeliveryModes() {
      const methods = await carts.getShippingMethods(cartId);
      // The checkout's DeliveryMode has no price ranges; `name` is left out when absent.
      return methods.map(({ code, name, isSdd, available }) => ({
        code,
        isSdd,
        available,
        ...(name !== undefined ? { name } : {}),
      }));
    },
    async setDeliveryMode(code) {
      await carts.setDeliveryMode(cartId, code);
    },
    async setDeliveryAddress(address) {
      await carts.setDeliveryAddress(cartId, address);
    },
    async setEmail(email) {
      await carts.setGuestEmail(cartId, email);
    },
    async setGuestData(data: GuestData) {
      // OCC names the purchaser's phone `phone`.
      const { phoneNumber, ...rest } = data;
      await http.call({
        method: 'PUT',
        path: await cartPath('/guestdata'),
        body: { ...rest, ...(phoneNumber !== undefined ? { phone: phoneNumber } : {}) },
        schema: emptySchema,
      });
    },
    async validateAddress(address) {
      return http.call({
        method: 'POST',
        path: await cartPath('/validate-address'),
        body: bagAddressToOcc(address),
        schema: addressVerificationWireSchema,
      });
    },
    async getPaymentModes() {
      return http.call({
        method: 'GET',
        path: await cartPath('/paymentdetails'),
        schema: paymentModesWireSchema,
      });
    },
    async setPaymentMode(code) {
      await http.call({
        method: 'PUT',
        path: await cartPath('/paymentMode'),
        query: { code },
        schema: emptySchema,
      });
    },
    async getP24PaymentMethods() {
      return http.call({
        method: 'GET',
        path: await cartPath('/p24/paymentMethods'),
        schema: p24MethodsWireSchema,
      });
    },
    getStoredCards: () => account.getStoredCards(),
    updateUserNationalId: (nationalId) => users.updateUser({ nationalId }),
    getOrderByCartId: (id) => orders.getPurchaseByCartId(id),
    async getOrder(code) {
      if ((await http.userId()) === 'current') return orders.getPurchase(code);
      // A guest has no order list: their order is read through the cart's guid (the only
      // key the back-end takes for a guest order), and must be the order asked for.
      const purchase = await orders.getPurchaseByCartId(cartId);
      if (purchase.code !== code) {
        throw new PageFetchHybrisError({
          kind: 'http',
          status: 404,
          errors: [
            {
              type: 'UnknownIdentifierError',
              message: `Order ${code} is not the order of this cart`,
              reason: 'notFound',
            },
          ],
          method: 'GET',
          path: `/orders/byCartId/${encodeURIComponent(cartId)}`,
        });
      }
      return purchase;
    },
    /** OCC guest checkout: the guest is the e-mail set on the anonymous cart. */
    async loginAsGuest(email) {
      await carts.setGuestEmail(cartId, email);
    },
    async registerCustomer(data, captchaToken) {
      await users.register({
        email: data.email,
        password: data.password,
        name: data.name,
        surname: data.surname,
        subscribedToNewsletter: data.subscribedToNewsletter,
        loyaltyTermsAccepted: false,
        reCaptchaToken: captchaToken,
      });
    },
    async login(email, password) {
      const token = await auth.login(email, password);
      return {
        accessToken: token.accessToken,
        ...(token.refreshToken !== undefined ? { refreshToken: token.refreshToken } : {}),
      };
    },
    subscribeNewsletter: (email) => crm.subscribeNewsletter(email, ''),
  };
}
