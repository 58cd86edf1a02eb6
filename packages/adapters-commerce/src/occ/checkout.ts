import type { CheckoutPort, GuestData } from '@atelier/core-checkout';
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
import { emptySchema } from './schemas/empty.schema.js';
import type { StoreCalls } from './stores.js';
import type { UserCalls } from './users.js';

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
 * (`client.checkout(cartId)`). Each call takes the optional last `{ signal }` of the core's
 * port and hands it to every request it makes, through the calls it delegates to.
 */
export function createCheckoutPort(deps: CheckoutDependencies, cartId: string): CheckoutPort {
  const { http, carts, users, account, orders, stores, auth, crm } = deps;
  const cartPath = async (rest: string): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;

  return {
    async getAddresses(options) {
      // A guest has no saved addresses (docs/product/checkout.md §5: the address is given on the
      // shipping step); the back-end answers 401 to asking, which would stop the checkout before it
      // starts.
      if ((await http.userId()) === 'anonymous') return [];
      return (await users.getAddresses(options)).map(toShippingAddress);
    },
    async addAddress(address, options) {
      return toShippingAddress(await users.addAddress(address, options));
    },
    async updateAddress(address, options) {
      if (address.id === undefined) throw new Error('updateAddress needs the address id');
      return toShippingAddress(await users.updateAddress(address.id, address, options));
    },
    getDeliveryCountries: (options) => stores.getDeliveryCountries(options),
    async getDeliveryModes(options) {
      const methods = await carts.getShippingMethods(cartId, options);
      // The checkout's DeliveryMode has no price ranges; `name` is left out when absent.
      return methods.map(({ code, name, isSdd, available }) => ({
        code,
        isSdd,
        available,
        ...(name !== undefined ? { name } : {}),
      }));
    },
    async setDeliveryMode(code, options) {
      await carts.setDeliveryMode(cartId, code, options);
    },
    async setDeliveryAddress(address, options) {
      await carts.setDeliveryAddress(cartId, address, options);
    },
    async setEmail(email, options) {
      await carts.setGuestEmail(cartId, email, options);
    },
    async setGuestData(data: GuestData, options) {
      // OCC names the purchaser's phone `phone`.
      const { phoneNumber, ...rest } = data;
      await http.call({
        method: 'PUT',
        path: await cartPath('/guestdata'),
        body: { ...rest, ...(phoneNumber !== undefined ? { phone: phoneNumber } : {}) },
        schema: emptySchema(),
        signal: options?.signal,
      });
    },
    async validateAddress(address, options) {
      return http.call({
        method: 'POST',
        path: await cartPath('/validate-address'),
        body: bagAddressToOcc(address),
        schema: addressVerificationWireSchema(),
        signal: options?.signal,
      });
    },
    async getPaymentModes(options) {
      return http.call({
        method: 'GET',
        path: await cartPath('/paymentdetails'),
        schema: paymentModesWireSchema(),
        signal: options?.signal,
      });
    },
    async setPaymentMode(code, options) {
      await http.call({
        method: 'PUT',
        path: await cartPath('/paymentMode'),
        query: { code },
        schema: emptySchema(),
        signal: options?.signal,
      });
    },
    async getP24PaymentMethods(options) {
      return http.call({
        method: 'GET',
        path: await cartPath('/p24/paymentMethods'),
        schema: p24MethodsWireSchema(),
        signal: options?.signal,
      });
    },
    getStoredCards: (options) => account.getStoredCards(options),
    updateUserNationalId: (nationalId, options) => users.updateUser({ nationalId }, options),
    getOrderByCartId: (id, options) => orders.getPurchaseByCartId(id, options),
    async getOrder(code, options) {
      if ((await http.userId()) === 'current') return orders.getPurchase(code, options);
      // A guest has no order list: their order is read through the cart's guid (the only
      // key the back-end takes for a guest order), and must be the order asked for.
      const purchase = await orders.getPurchaseByCartId(cartId, options);
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
    async loginAsGuest(email, options) {
      await carts.setGuestEmail(cartId, email, options);
    },
    async registerCustomer(data, captchaToken, options) {
      await users.register(
        {
          email: data.email,
          password: data.password,
          name: data.name,
          surname: data.surname,
          subscribedToNewsletter: data.subscribedToNewsletter,
          loyaltyTermsAccepted: false,
          reCaptchaToken: captchaToken,
        },
        options,
      );
    },
    async login(email, password, options) {
      const token = await auth.login(email, password, options);
      return {
        accessToken: token.accessToken,
        ...(token.refreshToken !== undefined ? { refreshToken: token.refreshToken } : {}),
      };
    },
    subscribeNewsletter: (email, options) => crm.subscribeNewsletter(email, '', false, options),
  };
}
