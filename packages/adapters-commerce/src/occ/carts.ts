import type {
  Bag,
  BagPort,
  CartModification,
  EntryPayload,
  PromotionsPort,
  ShippingMethod,
  ShippingPort,
  Voucher,
} from '@atelier/core-bag';
import { z } from 'zod';
import { isPageFetchHybrisError, PageFetchHybrisError } from './errors.js';
import type { DialectCalls } from './dialects/index.js';
import type { OccCall, OccCallOptions, OccHttp } from './http.js';
import {
  cartListWireSchema,
  cartModificationSchema,
  cartModificationsSchema,
  cartWireSchema,
  toCartModification,
  type OccCartModification,
  deliveryModesWireSchema,
  pointOfServiceWireSchema,
  promotionsWireSchema,
  restoreWireSchema,
  saveForLaterListSchema,
  sddErrorsWireSchema,
  storesWireSchema,
  vouchersWireSchema,
} from './schemas/cart.schema.js';
import { lazySchema } from './schemas/lazy-schema.js';
import { occAddressSchema, toOccAddress } from './schemas/occ-address.js';
import { shopListWireSchema, type Shop } from './schemas/store.schema.js';

const orderCodeSchema = lazySchema(() => z.looseObject({ code: z.string().min(1) }));
const geolocationSchema = lazySchema(() =>
  z.looseObject({
    postalCode: z.string().nullable(),
    storeId: z.string().nullable(),
  }),
);

/** OCC's order-entry body: the product by code plus the spec's engraving and gift info. */
function entryBody(entry: EntryPayload): Record<string, unknown> {
  return {
    product: { code: entry.productCode },
    quantity: entry.quantity,
    ...(entry.engravingInfo ? { engravingInfo: entry.engravingInfo } : {}),
    ...(entry.giftCardInfo ? { giftCardInfo: entry.giftCardInfo } : {}),
    // docs/product/product.md §3.4: the piece's charms, each on its anchor.
    ...(entry.personalisationInfo
      ? {
          personalisationInfo: {
            charms: entry.personalisationInfo.charms.map((charm) => ({
              anchorId: charm.anchorId,
              product: { code: charm.productCode },
            })),
          },
        }
      : {}),
  };
}

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && 'products' in value;
}

/**
 * The modifications an answer reports (one for a single add or change, a list for
 * entries/multiple), by product code; a single one without its entry is the posted code's.
 */
function modificationsOf(answer: unknown, postedCode?: string): CartModification[] {
  if (typeof answer !== 'object' || answer === null) return [];
  const list = (answer as { cartModifications?: OccCartModification[] }).cartModifications;
  const wires = Array.isArray(list)
    ? list
    : 'quantityAdded' in answer
      ? [answer as OccCartModification]
      : [];
  return wires.flatMap((wire) => {
    const modification = toCartModification(wire, list ? undefined : postedCode);
    return modification ? [modification] : [];
  });
}

export type CartCalls = BagPort &
  ShippingPort &
  PromotionsPort & {
    getVouchers(cartId: string, options?: OccCallOptions): Promise<Voucher[]>;
    /** GET /deliverymodes without a cart (docs/product/commerce-api.md §7): the site's methods. */
    getSiteDeliveryModes(options?: OccCallOptions): Promise<ShippingMethod[]>;
    /** POST /geolocalize: the nearest store and its postal code for a position. */
    geolocalize(
      cartId: string,
      at: { lat: number; lng: number },
      options?: OccCallOptions,
    ): Promise<{ postalCode: string | null; storeId: string | null }>;
    /** GET /stores of the cart: the country's stores, each saying if it has the whole bag. */
    getCartStores(cartId: string, options?: OccCallOptions): Promise<Shop[]>;
  };

/**
 * docs/product/commerce-api.md §6, §7: the bag, its shipping and promotion calls. Each takes the
 * optional last `{ signal }` of the core's ports and hands it to every request it makes.
 */
export function createCartCalls(http: OccHttp, dialect: DialectCalls): CartCalls {
  const cartPath = async (cartId: string, rest = ''): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;
  const fields = dialect.readFields;

  const getBag = async (cartId: string, options?: OccCallOptions): Promise<Bag> =>
    http.call({
      method: 'GET',
      path: await cartPath(cartId),
      query: { fields },
      schema: cartWireSchema(),
      signal: options?.signal,
    });

  /**
   * A cart change. OCC answers the cart, nothing, or what changed (a cart modification, an
   * address); the port always answers the bag, so anything but the cart is followed by a
   * read of it. The answer is still validated against what that call may send, and the
   * modifications it reports ride on the bag (an add that fell short, docs/product/bag.md §3.1).
   * Both requests carry the caller's signal (`call.signal`).
   */
  async function mutate(
    cartId: string,
    rest: string,
    call: Omit<OccCall<unknown>, 'path' | 'schema'>,
    answer: z.ZodType<unknown> = z.undefined(),
    postedCode?: string,
  ): Promise<Bag> {
    const result = await http.call({
      ...call,
      path: await cartPath(cartId, rest),
      schema: z.union([cartWireSchema(), answer]),
    });
    if (isBag(result)) return result;
    const bag = await getBag(cartId, { signal: call.signal });
    const cartModifications = modificationsOf(result, postedCode);
    return cartModifications.length > 0 ? { ...bag, cartModifications } : bag;
  }

  /** Save-for-later lines are addressed by product code on the wire, by entry number here. */
  async function savedProductCode(
    cartId: string,
    entryNumber: number,
    options?: OccCallOptions,
  ): Promise<string> {
    const list = await http.call({
      method: 'GET',
      path: await cartPath(cartId, '/saveforlater'),
      schema: saveForLaterListSchema(),
      signal: options?.signal,
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
    async createBag({ oldCartId, toMergeCartGuid }, options) {
      return http.call({
        method: 'POST',
        path: `/users/${await http.userId()}/carts`,
        query: { oldCartId, toMergeCartGuid, fields },
        schema: cartWireSchema(),
        signal: options?.signal,
      });
    },
    getBag,
    getUserBags: (options) =>
      http.call({
        method: 'GET',
        path: '/users/current/carts',
        query: { fields },
        schema: cartListWireSchema(),
        signal: options?.signal,
      }),
    addEntries(cartId, entries, options) {
      const [only] = entries;
      if (entries.length === 1 && only) {
        const rest = only.engravingInfo ? '/entries/engravings' : '/entries';
        return mutate(
          cartId,
          rest,
          { method: 'POST', body: entryBody(only), signal: options?.signal },
          cartModificationSchema(),
          only.productCode,
        );
      }
      return mutate(
        cartId,
        '/entries/multiple',
        {
          method: 'POST',
          body: { orderEntries: entries.map(entryBody) },
          signal: options?.signal,
        },
        cartModificationsSchema(),
      );
    },
    updateEntryQuantity: (cartId, entryNumber, quantity, options) =>
      mutate(
        cartId,
        `/entries/${entryNumber}`,
        { method: 'PATCH', body: { quantity }, signal: options?.signal },
        cartModificationSchema(),
      ),
    removeEntry: (cartId, entryNumber, options) =>
      mutate(cartId, `/entries/${entryNumber}`, { method: 'DELETE', signal: options?.signal }),
    async validateStock(cartId, check, options) {
      // The dialect's stock check (ADR 0035), then the bag as it now is, carrying what it found.
      const found = await dialect.checkCart(await cartPath(cartId), check, options);
      const bag = await getBag(cartId, options);
      return {
        ...bag,
        productAvailabilityErrors: found.productAvailabilityErrors,
        ...(found.isPurchasable !== undefined ? { isPurchasable: found.isPurchasable } : {}),
        ...(found.cartModifications ? { cartModifications: found.cartModifications } : {}),
      };
    },
    setGuestEmail: (cartId, email, options) =>
      mutate(cartId, '/email', { method: 'PUT', query: { email }, signal: options?.signal }),
    setDeliveryAddress: (cartId, address, options) =>
      mutate(
        cartId,
        '/addresses/delivery',
        { method: 'PUT', body: toOccAddress(address), signal: options?.signal },
        occAddressSchema,
      ),
    setDeliveryMode: (cartId, code, options) =>
      mutate(cartId, '/deliverymode', {
        method: 'PUT',
        query: { deliveryModeId: code },
        signal: options?.signal,
      }),
    removeDeliveryMode: (cartId, options) =>
      mutate(cartId, '/deliverymode', { method: 'DELETE', signal: options?.signal }),
    applyVoucher: (cartId, code, options) =>
      mutate(cartId, '/vouchers', {
        method: 'POST',
        query: { voucherId: code },
        signal: options?.signal,
      }),
    removeVoucher: (cartId, code, options) =>
      mutate(cartId, `/vouchers/${encodeURIComponent(code)}`, {
        method: 'DELETE',
        signal: options?.signal,
      }),
    async getVouchers(cartId, options) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/vouchers'),
        schema: vouchersWireSchema(),
        signal: options?.signal,
      });
    },
    setGiftCardInfo: (cartId, entryNumber, info, options) =>
      mutate(cartId, `/entries/giftcardinfo/${entryNumber}`, {
        method: 'PUT',
        body: info,
        signal: options?.signal,
      }),
    saveForLater: (cartId, entryNumber, options) =>
      mutate(
        cartId,
        `/saveforlater/${entryNumber}`,
        { method: 'POST', signal: options?.signal },
        saveForLaterListSchema(),
      ),
    async restoreFromSaveForLater(cartId, entryNumber, quantity, options) {
      const productCode = await savedProductCode(cartId, entryNumber, options);
      const answer = await http.call({
        method: 'POST',
        path: await cartPath(cartId, '/saveforlater/restore'),
        body: { productCode, quantity },
        schema: restoreWireSchema(),
        signal: options?.signal,
      });
      return {
        bag: await getBag(cartId, options),
        result: { quantity: answer.quantity, quantityAdded: answer.quantityAdded },
      };
    },
    async removeFromSaveForLater(cartId, entryNumber, options) {
      const productCode = await savedProductCode(cartId, entryNumber, options);
      return mutate(cartId, `/saveforlater/${encodeURIComponent(productCode)}`, {
        method: 'DELETE',
        signal: options?.signal,
      });
    },
    setPackaging: (cartId, includePackaging, options) =>
      mutate(cartId, '/packaging', {
        method: 'PUT',
        query: { packaging: includePackaging },
        signal: options?.signal,
      }),
    async setPointOfSaleAndPostalCode(cartId, postalCode, storeId, options) {
      const answer = await http.call({
        method: 'PUT',
        path: await cartPath(cartId, '/pointofservice'),
        body: { postalCode, storeId },
        schema: pointOfServiceWireSchema(),
        signal: options?.signal,
      });
      return { ...(await getBag(cartId, options)), productAvailabilityErrors: answer.errors };
    },
    async findOrderForCart(cartId, options) {
      try {
        const order = await http.call({
          method: 'GET',
          path: `/orders/byCartId/${encodeURIComponent(cartId)}`,
          schema: orderCodeSchema(),
          signal: options?.signal,
        });
        return { code: order.code };
      } catch (error) {
        // No order for the cart is an answer here, not a failure (docs/product/bag.md §9.5 fallback
        // lookup).
        if (isPageFetchHybrisError(error) && error.status === 404) return null;
        throw error;
      }
    },

    getSiteDeliveryModes: (options) =>
      http.call({
        method: 'GET',
        path: '/deliverymodes',
        auth: 'none',
        schema: deliveryModesWireSchema(),
        signal: options?.signal,
      }),
    async geolocalize(cartId, at, options) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/geolocalize'),
        body: at,
        schema: geolocationSchema(),
        signal: options?.signal,
      });
    },
    async getCartStores(cartId, options) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/stores'),
        schema: shopListWireSchema(),
        signal: options?.signal,
      });
    },

    // ShippingPort
    async getShippingMethods(cartId, options) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/deliverymodes'),
        schema: deliveryModesWireSchema(),
        signal: options?.signal,
      });
    },
    getStoresByPostalCode: (postalCode, options) =>
      http.call({
        method: 'GET',
        path: '/storesbypostalcode',
        auth: 'none',
        query: { postalCode },
        schema: storesWireSchema(),
        signal: options?.signal,
      }),
    async validateSddPostalCode(cartId, postalCode, options) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/availablepostalcodes'),
        body: { postalCode },
        schema: sddErrorsWireSchema(),
        signal: options?.signal,
      });
    },

    // PromotionsPort
    getPromotions: (options) =>
      http.call({
        method: 'GET',
        path: '/promotions',
        auth: 'none',
        schema: promotionsWireSchema(),
        signal: options?.signal,
      }),
    applyPromotion: (cartId, promotionId, apply, options) =>
      mutate(cartId, `/promotions/${encodeURIComponent(promotionId)}`, {
        method: 'POST',
        query: { shouldApplyPromotion: apply },
        signal: options?.signal,
      }),
  };
}
