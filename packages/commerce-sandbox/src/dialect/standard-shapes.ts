// The sandbox's answers in standard SAP Commerce 2211 shapes (SANDBOX_DIALECT=standard, ADR
// 0036): the same data, where the brand's OCC and standard OCC differ in shape. Pure functions
// over the answers the brand routes build; fields only the brand sends and that no standard
// field contradicts (status history, delivery windows, SDD data ...) stay, as a back-end's
// extensions would.

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const without = (value: Json, ...keys: string[]): Json =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

/**
 * A promotion the cart or order fired as standard OCC's PromotionResult. Its promotion code is
 * the sandbox promotion's type, which is what a shop's rules name it by
 * (docs/product/constants.md).
 */
function promotionResult(type: string, name: string | undefined): Json {
  return {
    consumedEntries: [],
    description: name ?? type,
    promotion: { code: type, promotionType: 'Rule Based Promotion', ...(name ? { name } : {}) },
  };
}

/** A cart: no brand paymentMode, fired promotions as PromotionResults. */
export function standardCart(cart: Json): Json {
  const promotions = Array.isArray(cart['appliedOrderPromotions'])
    ? cart['appliedOrderPromotions'].filter(isRecord)
    : [];
  return {
    ...without(cart, 'paymentMode'),
    appliedOrderPromotions: promotions.map((p) => {
      const promotion = isRecord(p['promotion']) ? p['promotion'] : {};
      const type = String(p['promotionTypeCode'] ?? promotion['code'] ?? '');
      const name = typeof promotion['name'] === 'string' ? promotion['name'] : undefined;
      return promotionResult(type, name);
    }),
  };
}

/**
 * An order: no purchaser block, no string paymentMode, no shippingMethodCode and no e-mail of
 * its own; a card payment as `paymentInfo` (holder, masked number, billing address), another
 * method as `paymentType`; consignment entries as `{ orderEntry, quantity }` with `trackingID`;
 * a guest's user as `guid|e-mail`.
 */
export function standardOrder(order: Json): Json {
  const purchaser = isRecord(order['purchaser']) ? order['purchaser'] : {};
  const info = isRecord(order['paymentInfo']) ? order['paymentInfo'] : {};
  const mode = typeof order['paymentMode'] === 'string' ? order['paymentMode'] : undefined;
  const holder = [purchaser['name'], purchaser['surname']].filter(Boolean).join(' ');
  const user = isRecord(order['user']) ? order['user'] : {};
  const guest = order['guestCustomer'] === true || user['uid'] === 'anonymous';
  const entries = Array.isArray(order['entries']) ? order['entries'].filter(isRecord) : [];
  // A consignment names its lines by entry number (or product code): the order's line.
  const entryOf = (line: Json): Json =>
    entries.find((entry) =>
      line['entryNumber'] !== undefined
        ? entry['entryNumber'] === line['entryNumber']
        : isRecord(entry['product']) && entry['product']['code'] === line['productCode'],
    ) ?? { entryNumber: line['entryNumber'], product: { code: line['productCode'] } };
  const { mode: _mode, cardNumber, ...references } = info;
  const payment: Json =
    typeof cardNumber === 'string'
      ? {
          paymentInfo: {
            accountHolderName: holder,
            cardNumber,
            billingAddress: order['billingAddress'] ?? order['deliveryAddress'],
          },
        }
      : {
          ...(Object.keys(references).length > 0 ? { paymentInfo: references } : {}),
          ...(mode ? { paymentType: { code: mode, displayName: mode } } : {}),
        };
  const promotions = Array.isArray(order['appliedPromotion'])
    ? order['appliedPromotion'].filter(isRecord)
    : [];
  const consignments = Array.isArray(order['consignments'])
    ? order['consignments'].filter(isRecord)
    : [];
  return {
    ...without(
      order,
      'purchaser',
      'paymentMode',
      'paymentInfo',
      'shippingMethodCode',
      'email',
      'appliedPromotion',
    ),
    user: {
      uid: guest ? `${String(order['guid'] ?? '')}|${String(order['email'] ?? '')}` : user['uid'],
      ...(holder ? { name: holder } : {}),
    },
    ...payment,
    appliedOrderPromotions: promotions.map((p) =>
      promotionResult(String(p['promotionTypeCode'] ?? ''), undefined),
    ),
    consignments: consignments.map((consignment) => ({
      ...without(consignment, 'entries', 'trackingUrl'),
      ...(consignment['trackingUrl'] ? { trackingID: consignment['trackingUrl'] } : {}),
      entries: (Array.isArray(consignment['entries']) ? consignment['entries'] : [])
        .filter(isRecord)
        .map((entry) => ({
          orderEntry: entryOf(entry),
          quantity: entry['quantity'],
        })),
    })),
  };
}

/** An order history row as standard OCC answers it: a summary, no lines. */
export function orderSummary(order: Json): Json {
  return {
    code: order['code'],
    guid: order['guid'],
    placed: order['created'],
    status: order['status'],
    statusDisplay: order['statusDisplay'],
    total: order['totalPriceWithTax'] ?? order['totalPrice'],
  };
}

/** The order history: summaries, the count in `pagination` only. */
export function standardOrderHistory(page: Json): Json {
  const orders = Array.isArray(page['orders']) ? page['orders'].filter(isRecord) : [];
  return {
    ...without(page, 'totalOrders'),
    orders: orders.map(orderSummary),
    sorts: [{ code: 'byDate', selected: true }],
  };
}

/** The user: named by uid, displayUid, customerId and name; no id, no e-mail field. */
export function standardUser(user: Json): Json {
  return { ...without(user, 'id', 'email', 'displayEmail'), customerId: user['uid'] };
}

/**
 * A product: its classifications as standard OCC's classes of features (the brand sends its
 * filter groups as a record), one feature a group, named `{system}/{class}.{group}`.
 */
export function standardProduct(product: Json): Json {
  const groups = product['classifications'];
  if (!isRecord(groups)) return product;
  return {
    ...product,
    classifications: [
      {
        code: 'jewellery',
        name: 'Jewellery',
        features: Object.entries(groups)
          .filter(([, values]) => Array.isArray(values) && values.length > 0)
          .map(([group, values]) => ({
            code: `AtelierClassification/1.0/jewellery.${group}`,
            name: group,
            comparable: true,
            range: false,
            featureValues: (values as unknown[]).map((value) => ({ value: String(value) })),
          })),
      },
    ],
  };
}
