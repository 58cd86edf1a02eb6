import { routedPath } from './captcha-gate.js';

/**
 * What a shopper may say about a bag line (issue 30, hole 1): which product, how many, and
 * the engraving or gift-card text. Whether a line is a gift, and every price, is the
 * back-end's to decide; a real back-end that took `isGift` or a price from the request would
 * sell for nothing, so the proxy keeps only these fields of an entry body, whatever the
 * back-end behind it.
 */
const ENTRY_FIELDS = new Set([
  'product',
  'code',
  'quantity',
  'engravingInfo',
  'giftCardInfo',
  'personalisationInfo',
]);
const PRODUCT_FIELDS = new Set(['code']);
/** A personalised piece's charms: the anchor and the product, nothing else (docs/product/product.md §3.4). */
const CHARM_FIELDS = new Set(['anchorId', 'product']);

/**
 * A call that adds or changes a cart line: `.../carts/{cartId}/entries`, `.../entries/{n}`,
 * `.../entries/multiple` and the engraved line's own `.../entries/engravings` (its body is an
 * entry like the others: left out, a gift flag or a price would pass). The calls under an entry that set one of its parts (the gift card's
 * `entries/giftcardinfo/{n}`: to, from, message) take that part's own body, kept whole.
 */
const ENTRY_PATH =
  /^\/occ\/v2\/[^/]+\/users\/[^/]+\/carts\/[^/]+\/entries(?:\/(?:\d+|multiple|engravings))?$/;

export function isEntryPath(rawPath: string): boolean {
  return ENTRY_PATH.test(routedPath(rawPath));
}

function pick(value: unknown, fields: ReadonlySet<string>): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.has(key)));
}

function withProduct(value: unknown, fields: ReadonlySet<string>): unknown {
  const kept = pick(value, fields);
  if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return kept;
  const record = kept as Record<string, unknown>;
  return 'product' in record
    ? { ...record, product: pick(record['product'], PRODUCT_FIELDS) }
    : record;
}

/** docs/product/product.md §3.4: `{ charms: [{ anchorId, product: { code } }] }` and no more. */
function personalisation(value: unknown): unknown {
  const kept = pick(value, new Set(['charms']));
  if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return kept;
  const charms = (kept as Record<string, unknown>)['charms'];
  return Array.isArray(charms)
    ? { charms: charms.map((charm) => withProduct(charm, CHARM_FIELDS)) }
    : kept;
}

function entry(value: unknown): unknown {
  const record = withProduct(value, ENTRY_FIELDS);
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const fields = record as Record<string, unknown>;
  return 'personalisationInfo' in fields
    ? { ...fields, personalisationInfo: personalisation(fields['personalisationInfo']) }
    : fields;
}

/**
 * The body with only the fields a shopper may set: one entry, or `orderEntries` of many. A
 * body that is not a JSON object goes on as it is (the back-end refuses it with a 400).
 */
export function shopperEntryBody(body: Uint8Array): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const record = parsed as Record<string, unknown>;
  const kept = Array.isArray(record['orderEntries'])
    ? { orderEntries: record['orderEntries'].map(entry) }
    : entry(record);
  return new TextEncoder().encode(JSON.stringify(kept));
}
