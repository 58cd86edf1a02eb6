import {
  jewelleryBoxEntrySchema,
  loyaltyStatusSchema,
  preferencesSchema,
  purchaseReasonPayload,
  toussisResponseSchema,
  type JewelleryBoxEntry,
  type LoyaltyStatus,
  type Preferences,
  type PurchaseReason,
  type ToussisResponse,
} from '@atelier/core-loyalty';
import { ORDERS_PAGE_SIZE, type OrdersPage, type StorePurchase } from '@atelier/core-orders';
import { z } from 'zod';
import type { OccCallOptions, OccHttp, QueryValue } from './http.js';
import { emptySchema } from './schemas/empty.schema.js';
import { lazySchema } from './schemas/lazy-schema.js';
import { storeOrdersPageWireSchema } from './schemas/order.schema.js';

/** The services the CRM proxy forwards to (docs/product/commerce-api.md §4). */
export type CrmService =
  | 'Newsletter'
  | 'NewsletterSuot'
  | 'UserToussis'
  | 'Toussis'
  | 'Loyalty'
  | 'Gems'
  | 'User'
  | 'MyInterests'
  | 'ShopPurchases'
  | 'VirtualJeweler'
  | 'PurchaseComment';

const gemsSchema = lazySchema(() =>
  z.object({ currentGems: z.number() }).transform((wire) => wire.currentGems),
);
/** The box lists past purchases as `products` (or `entries`), each a product id and a date. */
const jewelleryBoxSchema = lazySchema(() =>
  z
    .looseObject({
      products: z.array(jewelleryBoxEntrySchema).optional(),
      entries: z.array(jewelleryBoxEntrySchema).optional(),
      total: z.number().int().nonnegative().optional(),
    })
    .transform((wire) => {
      const entries = wire.products ?? wire.entries ?? [];
      return { entries, total: wire.total ?? entries.length };
    }),
);

/** The CRM keeps single interests as plain strings; the domain holds lists. */
const listOrOne = lazySchema(() =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
);
const preferencesWireSchema = lazySchema(() =>
  z
    .looseObject({
      material: listOrOne().optional(),
      productType: listOrOne().optional(),
      jewel: listOrOne().optional(),
      accessory: listOrOne().optional(),
    })
    .pipe(preferencesSchema),
);

const loyaltyPromotionSchema = lazySchema(() =>
  z.looseObject({ code: z.string(), applied: z.boolean() }),
);
const crmRecordSchema = lazySchema(() => z.record(z.string(), z.unknown()));

/** docs/product/commerce-api.md §4: GET and POST /users/{userId}/securedcrm and postCrm. */
export function createCrmCalls(http: OccHttp) {
  async function get<T>(
    serviceName: CrmService,
    schema: z.ZodType<T>,
    query: Record<string, QueryValue> = {},
  ): Promise<T> {
    return http.call({
      method: 'GET',
      path: `/users/${await http.userId()}/securedcrm`,
      query: { serviceName, ...query },
      schema,
    });
  }

  async function post<T>(
    serviceName: CrmService,
    body: unknown,
    schema: z.ZodType<T>,
    options?: OccCallOptions,
  ) {
    return http.call({
      method: 'POST',
      path: `/users/${await http.userId()}/securedcrm`,
      query: { serviceName },
      auth: 'client',
      body,
      schema,
      signal: options?.signal,
    });
  }

  return {
    getToussis: (): Promise<ToussisResponse> => get('UserToussis', toussisResponseSchema),
    getToussiCatalogue: (): Promise<Record<string, unknown>> => get('Toussis', crmRecordSchema()),
    getLoyaltyStatus: (): Promise<LoyaltyStatus> => get('Loyalty', loyaltyStatusSchema),
    getCurrentGems: (): Promise<number> => get('Gems', gemsSchema()),
    getCrmUser: (): Promise<Record<string, unknown>> => get('User', crmRecordSchema()),
    getPreferences: (): Promise<Preferences> => get('MyInterests', preferencesWireSchema()),
    async savePreferences(preferences: Preferences): Promise<void> {
      await post('MyInterests', { preferences }, emptySchema());
    },
    /** In-store tickets, 20 per page (store orders answer orders and totalTickets). */
    getStoreOrders(page = 0, pageSize = ORDERS_PAGE_SIZE): Promise<OrdersPage<StorePurchase>> {
      return get('ShopPurchases', storeOrdersPageWireSchema(), { currentPage: page, pageSize });
    },
    /** The virtual jewellery box: past purchases, 20 per page. */
    getJewelleryBox(
      page = 0,
      pageSize = ORDERS_PAGE_SIZE,
    ): Promise<{ entries: JewelleryBoxEntry[]; total: number }> {
      return get('VirtualJeweler', jewelleryBoxSchema(), { currentPage: page, pageSize });
    },
    async sendPurchaseReason(ticketId: string, reason: PurchaseReason, comment = '') {
      await post(
        'PurchaseComment',
        purchaseReasonPayload(ticketId, reason, comment),
        emptySchema(),
      );
    },
    /**
     * Subscribing sends e-mail and name (docs/product/commerce-api.md §4); the studio line has its
     * own list.
     */
    async subscribeNewsletter(
      email: string,
      name: string,
      studio = false,
      options?: OccCallOptions,
    ): Promise<void> {
      await post(studio ? 'NewsletterSuot' : 'Newsletter', { email, name }, emptySchema(), options);
    },
    /** Apply (or withdraw) a loyalty promotion on the member's bags: code and apply flag. */
    async applyLoyaltyPromotion(code: string, apply: boolean): Promise<boolean> {
      const answer = await http.call({
        method: 'POST',
        path: `/users/${await http.userId()}/loyalty/promotions`,
        body: { code, apply },
        schema: loyaltyPromotionSchema(),
      });
      return answer.applied;
    },
    async postCrm(serviceName: CrmService, body: Record<string, unknown>): Promise<void> {
      await http.call({
        method: 'POST',
        path: `/users/${await http.userId()}/securedcrm/postCrm`,
        query: { serviceName },
        body,
        schema: emptySchema(),
      });
    },
  };
}
export type CrmCalls = ReturnType<typeof createCrmCalls>;
