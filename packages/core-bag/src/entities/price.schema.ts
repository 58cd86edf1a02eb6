// The bag's prices are the core's one Money (core-catalogue); `PriceSchema` and `Price` are
// its names in the bag's vocabulary, kept for callers of this package.
export { moneySchema as PriceSchema, type Money as Price } from '@atelier/core-catalogue';
