import type { Money } from '../kernel/money/money.js';
import { productSchema, type Product } from './product.schema.js';

export interface ProductParseOptions {
  /** Listings that filter on stock need stock data; default false. */
  requireStock?: boolean;
}

export interface ProductProblem {
  index: number;
  id: string | null;
  reasons: string[];
}

export type ProductParseResult =
  | { ok: true; product: Product; droppedSizes: number }
  | { ok: false; problem: Omit<ProductProblem, 'index'> };

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Prices arrive as numbers, numeric strings or { value }; anything else counts as no price. */
export function readPrice(value: unknown): number | null {
  if (isRecord(value)) return readPrice(value['value']);
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
  }
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function primaryImages(raw: Raw): string[] {
  const images = Array.isArray(raw['images'])
    ? raw['images'].map((image) => (isRecord(image) ? text(image['url']) : text(image)))
    : [];
  const list = images.filter((image): image is string => image !== null);
  const single = text(raw['image']);
  if (single && !list.includes(single)) list.unshift(single);
  return list;
}

/** Sizes lacking a price, a category name, a category code or a code are not sellable. */
function usableSizes(raw: Raw): { sizes: Raw[]; dropped: number } {
  const all = Array.isArray(raw['sizes']) ? raw['sizes'].filter(isRecord) : [];
  const sizes = all
    .filter(
      (size) =>
        readPrice(size['price']) !== null &&
        text(size['categoryName']) !== null &&
        text(size['categoryCode']) !== null &&
        text(size['code']) !== null,
    )
    .map((size) => ({
      code: size['code'],
      id: text(size['id']) ?? size['code'],
      name: text(size['name']) ?? size['categoryName'],
      stock: typeof size['stock'] === 'number' ? size['stock'] : 0,
      availableSdd: Array.isArray(size['availableSdd']) ? size['availableSdd'] : [],
      price: readPrice(size['price']),
    }));
  return { sizes, dropped: (Array.isArray(raw['sizes']) ? raw['sizes'].length : 0) - sizes.length };
}

/**
 * A price as Money: `{ value, currency }` (what adapters map the back-end's prices to), or a
 * bare amount in the product's currency. Null when there is no readable amount or currency.
 */
function readMoney(value: unknown, currency: string | null): Money | null {
  const amount = readPrice(value);
  const own = isRecord(value) ? text(value['currency']) : null;
  const code = own ?? currency;
  return amount === null || code === null ? null : { value: amount, currency: code };
}

/** One product from the commerce back-end, or the reasons it cannot be shown. */
export function parseProduct(raw: unknown, options: ProductParseOptions = {}): ProductParseResult {
  const { requireStock = false } = options;
  if (!isRecord(raw)) return { ok: false, problem: { id: null, reasons: ['not an object'] } };
  const id = text(raw['id']) ?? text(raw['code']);
  const reasons: string[] = [];
  const images = primaryImages(raw);
  if (images.length === 0) reasons.push('no primary image');
  // Every product shows its price, in its currency (ADR 0033).
  const price = readMoney(raw['price'], text(raw['currency']));
  if (readPrice(raw['price']) === null) reasons.push('no price');
  else if (price === null) reasons.push('no currency');
  const stock = isRecord(raw['stock']) ? raw['stock'] : null;
  if (requireStock && stock === null) reasons.push('no stock data');
  if (reasons.length > 0) return { ok: false, problem: { id, reasons } };

  const { sizes, dropped } = usableSizes(raw);
  const candidate = {
    ...raw,
    id,
    images,
    price,
    previousPrice: readMoney(raw['previousPrice'], price?.currency ?? null),
    historicLowestPrice: readMoney(raw['historicLowestPrice'], price?.currency ?? null),
    stock,
    sizes,
  };
  const parsed = productSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      problem: {
        id,
        reasons: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      },
    };
  }
  return { ok: true, product: parsed.data, droppedSizes: dropped };
}

/** Invalid products are skipped and reported, never thrown. */
export function parseProducts(
  raws: readonly unknown[],
  options: ProductParseOptions = {},
): { products: Product[]; problems: ProductProblem[] } {
  const products: Product[] = [];
  const problems: ProductProblem[] = [];
  raws.forEach((raw, index) => {
    const result = parseProduct(raw, options);
    if (result.ok) products.push(result.product);
    else problems.push({ index, ...result.problem });
  });
  return { products, problems };
}
