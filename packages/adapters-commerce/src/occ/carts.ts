import type {
  Bag,
  BagPort,
  EntryPayload,
  PromotionsPort,
  ShippingMethod,
  ShippingPort,
  Voucher,
} from '@atelier/core-bag';
import { z } from 'zod';
import { isPageFetchHybrisError, PageFetchHybrisError } from './errors.js';
import type { OccCall, OccHttp } from './http.js';
import {
  cartListWireSchema,
  cartModificationSchema,
  cartModificationsSchema,
  cartWireSchema,
  deliveryModesWireSchema,
  pointOfServiceWireSchema,
  promotionsWireSchema,
  restoreWireSchema,
  saveForLaterListSchema,
  sddErrorsWireSchema,
  storesWireSchema,
  validationWireSchema,
  vouchersWireSchema,
} from './schemas/cart.schema.js';
import { bagAddressToOcc, occAddressSchema } from './schemas/occ-address.js';
import { shopListWireSchema, type Shop } from './schemas/store.schema.js';

const orderCodeSchema = z.looseObject({ code: z.string().min(1) });
const geolocationSchema = z.looseObject({
  postalCode: z.string().nullable(),
  storeId: z.string().nullable(),
});

/** OCC's order-entry body: the product by code plus the spec's engraving and gift info. */
function entryBody(entry: EntryPayload): Record<string, unknown> {
  return {
    product: { code: entry.productCode },
    quantity: entry.quantity,
    ...(entry.engravingInfo ? { engravingInfo: entry.engravingInfo } : {}),
    ...(entry.giftCardInfo ? { giftCardInfo: entry.giftCardInfo } : {}),
  };
}

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && 'products' in value;
}

export type CartCalls = BagPort &
  ShippingPort &
  PromotionsPort & {
    getVouchers(cartId: string): Promise<Voucher[]>;
    /** GET /deliverymodes without a cart (spec 2, 7.2): the site's methods. */
    getSiteDeliveryModes(): Promise<ShippingMethod[]>;
    /** POST /geolocalize: the nearest store and its postal code for a position. */
    geolocalize(
      cartId: string,
      at: { lat: number; lng: number },
    ): Promise<{ postalCode: string | null; storeId: string | null }>;
    /** GET /stores of the cart: the country's stores, each saying if it has the whole bag. */
    getCartStores(cartId: string): Promise<Shop[]>;
  };

/** Spec 2, 7.1 and 7.2: the bag, its shipping and promotion calls. */
export function createCartCalls(http: OccHttp): CartCalls {
  const cartPath = async (cartId: string, rest = ''): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;

  const getBag = async (cartId: string): Promise<Bag> =>
    http.call({ method: 'GET', path: await cartPath(cartId), schema: cartWireSchema });

  /**
   * A cart change. OCC answers the cart, nothing, or what changed (a cart modification, an
   * address); the port always answers the bag, so anything but the cart is followed by a
   * read of it. The answer is still validated against what that call may send.
   */
  async function mutate(
    cartId: string,
    rest: string,
    call: Omit<OccCall<unknown>, 'path' | 'schema'>,
    answer: z.ZodType<unknown> = z.undefined(),
  ): Promise<Bag> {
    const result = await http.call({
      ...call,
      path: await cartPath(cartId, rest),
      schema: z.union([cartWireSchema, answer]),
    });
    return isBag(result) ? result : getBag(cartId);
  }

  /** Save-for-later lines are addressed by product code on the wire, by entry number here. */
  async function savedProductCode(cartId: string, entryNumber: number): Promise<string> {
    const list = await http.call({
      method: 'GET',
      path: await cartPath(cartId, '/saveforlater'),
      schema: saveForLaterListSchema,
    });
    const entry = list.entries.find((candidate) => candidate.entryNumber === entryNumber);
    // The back-end's own list lacks the line: answered as its not-found would be.
    if (!entry) {
      throw new PageFetchHybrisError({
        kind: 'http',
        status: 404,
        method: 'GET',
        path: `saveforlater entry ${entryNumber}`,
        errors: [
          {
            type: 'UnknownIdentifierError',
            message: 'Save-for-later entry not found',
            reason: 'notFound',
            subject: String(entryNumber),
          },
        ],
      });
    }
    return entry.product.code;
  }

  return {
    async createBag({ oldCartId, toMergeCartGuid }) {
      return http.call({
        method: 'POST',
        path: `/users/${await http.userId()}/carts`,
        query: { oldCartId, toMergeCartGuid },
        schema: cartWireSchema,
      });
    },
    getBag,
    getUserBags: () =>
      http.call({ method: 'GET', path: '/users/current/carts', schema: cartListWireSchema }),
    addEntries(cartId, entries) {
      const [only] = entries;
      if (entries.length === 1 && only) {
        const rest = only.engravingInfo ? '/entries/engravings' : '/entries';
        return mutate(
          cartId,
          rest,
          { method: 'POST', body: entryBody(only) },
          cartModificationSchema,
        );
      }
      return mutate(
        cartId,
        '/entries/multiple',
        { method: 'POST', body: { orderEntries: entries.map(entryBody) } },
        cartModificationsSchema,
      );
    },
    updateEntryQuantity: (cartId, entryNumber, quantity) =>
      mutate(
        cartId,
        `/entries/${entryNumber}`,
        { method: 'PATCH', body: { quantity } },
        cartModificationSchema,
      ),
    removeEntry: (cartId, entryNumber) =>
      mutate(cartId, `/entries/${entryNumber}`, { method: 'DELETE' }),
    async validateStock(cartId, { refresh, sendToCrossBorder }) {
      const validation = await http.call({
        method: 'GET',
        path: await cartPath(cartId, '/validate'),
        query: { refresh, sendToCrossBorder },
        schema: validationWireSchema,
      });
      const bag = await getBag(cartId);
      return {
        ...bag,
        productAvailabilityErrors: validation.productAvailabilityErrors,
        ...(validation.isPurchasable !== undefined
          ? { isPurchasable: validation.isPurchasable }
          : {}),
      };
    },
    setGuestEmail: (cartId, email) => mutate(cartId, '/email', { method: 'PUT', query: { email } }),
    setDeliveryAddress: (cartId, address) =>
      mutate(
        cartId,
        '/addresses/delivery',
        { method: 'PUT', body: bagAddressToOcc(address) },
        occAddressSchema,
      ),
    setDeliveryMode: (cartId, code) =>
      mutate(cartId, '/deliverymode', { method: 'PUT', query: { deliveryModeId: code } }),
    removeDeliveryMode: (cartId) => mutate(cartId, '/deliverymode', { method: 'DELETE' }),
    applyVoucher: (cartId, code) =>
      mutate(cartId, '/vouchers', { method: 'POST', query: { voucherId: code } }),
    removeVoucher: (cartId, code) =>
      mutate(cartId, `/vouchers/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    async getVouchers(cartId) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/vouchers'),
        schema: vouchersWireSchema,
      });
    },
    setGiftCardInfo: (cartId, entryNumber, info) =>
      mutate(cartId, `/entries/giftcardinfo/${entryNumber}`, { method: 'PUT', body: info }),
    saveForLater: (cartId, entryNumber) =>
      mutate(cartId, `/saveforlater/${entryNumber}`, { method: 'POST' }, saveForLaterListSchema),
    async restoreFromSaveForLater(cartId, entryNumber, quantity) {
      const productCode = await savedProductCode(cartId, entryNumber);
      const answer = await http.call({
        method: 'POST',
        path: await cartPath(cartId, '/saveforlater/restore'),
        body: { productCode, quantity },
        schema: restoreWireSchema,
      });
      return {
        bag: await getBag(cartId),
        result: { quantity: answer.quantity, quantityAdded: answer.quantityAdded },
      };
    },
    async removeFromSaveForLater(cartId, entryNumber) {
      const productCode = await savedProductCode(cartId, entryNumber);
      return mutate(cartId, `/saveforlater/${encodeURIComponent(productCode)}`, {
        method: 'DELETE',
      });
    },
    setPackaging: (cartId, includePackaging) =>
      mutate(cartId, '/packaging', { method: 'PUT', query: { packaging: includePackaging } }),
    async setPointOfSaleAndPostalCode(cartId, postalCode, storeId) {
      const answer = await http.call({
        method: 'PUT',
        path: await cartPath(cartId, '/pointofservice'),
        body: { postalCode, storeId },
        schema: pointOfServiceWireSchema,
      });
      return { ...(await getBag(cartId)), productAvailabilityErrors: answer.errors };
    },
    async findOrderForCart(cartId) {
      try {
        const order = await http.call({
          method: 'GET',
          path: `/orders/byCartId/${encodeURIComponent(cartId)}`,
          schema: orderCodeSchema,
        });
        return { code: order.code };
      } catch (error) {
        // No order for the cart is an answer here, not a failure (spec 2, 8.1 fallback lookup).
        if (isPageFetchHybrisError(error) && error.status === 404) return null;
        throw error;
      }
    },

    getSiteDeliveryModes: () =>
      http.call({
        method: 'GET',
        path: '/deliverymodes',
        auth: 'none',
        schema: deliveryModesWireSchema,
      }),
    async geolocalize(cartId, at) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/geolocalize'),
        body: at,
        schema: geolocationSchema,
      });
    },
    async getCartStores(cartId) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/stores'),
        schema: shopListWireSchema,
      });
    },

    // ShippingPort
    async getShippingMethods(cartId) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/deliverymodes'),
        schema: deliveryModesWireSchema,
      });
    },
    getStoresByPostalCode: (postalCode) =>
      http.call({
        method: 'GET',
        path: '/storesbypostalcode',
        auth: 'none',
        query: { postalCode },
        schema: storesWireSchema,
      }),
    async validateSddPostalCode(cartId, postalCode) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/availablepostalcodes'),
        body: { postalCode },
        schema: sddErrorsWireSchema,
      });
    },

    // PromotionsPort
    getPromotions: () =>
      http.call({ method: 'GET', path: '/promotions', auth: 'none', schema: promotionsWireSchema }),
    applyPromotion: (cartId, promotionId, apply) =>
      mutate(cartId, `/promotions/${encodeURIComponent(promotionId)}`, {
        method: 'POST',
        query: { shouldApplyPromotion: apply },
      }),
  };
}
