// Core functions against the size of their input, from the built packages (their public API):
// core-catalogue's listing over 1k, 10k and 100k products, as a category page lists (the
// catalogue indexed once with listingIndex, each selection listed with indexedListing, then
// pageOf; ADR 0059), the index's build (once per catalogue, amortised over its selections),
// and the unindexed filterProducts, sortProducts and pageOf, and core-bag's synchronizeStock and
// selectBestCart over bags of 10, 100 and 1,000 lines. Time per call is the median of timed
// batches; `growth` is each size's time over the previous size's (x10 input: ~10 is linear).
import {
  filterProducts,
  indexedListing,
  listingIndex,
  pageOf,
  sortProducts,
} from '@atelier/core-catalogue';
import { selectBestCart, synchronizeStock } from '@atelier/core-bag';

const MATERIALS = ['gold', 'silver', 'steel', 'ceramic', 'pearl'];
const COLORS = ['yellow', 'white', 'rose', 'black', 'blue', 'green'];
const COLLECTIONS = ['atelier', 'lumen', 'aurora', 'sirena', 'nido', 'verso', 'brisa'];

/** Deterministic products: classifications spread over groups, prices from 9.95 to ~600. */
function makeProducts(count) {
  const products = [];
  for (let i = 0; i < count; i += 1) {
    products.push({
      id: String(100000 + i),
      name: `Product ${i}`,
      novelty: i % 9 === 0,
      pricing: { price: 9.95 + ((i * 7919) % 59000) / 100 },
      classifications: {
        material: [MATERIALS[i % MATERIALS.length]],
        color: [COLORS[(i * 3) % COLORS.length], COLORS[(i * 5 + 1) % COLORS.length]],
        collection: [COLLECTIONS[(i * 11) % COLLECTIONS.length]],
        productType: [i % 4 === 0 ? 'ring' : 'necklace'],
      },
    });
  }
  return products;
}

// Two groups and a price range selected, ordered by price, the second page of 48.
const FILTERS = {
  material: ['gold', 'silver'],
  color: ['white', 'rose'],
  price: [{ id: '0-200', name: '0-200', min: 0, max: 200 }],
};
const listing = (products) =>
  pageOf(sortProducts(filterProducts(products, FILTERS), 'lowestPrice'), 1, 48);
const indexedPage = (index) => pageOf(indexedListing(index, FILTERS, 'lowestPrice'), 1, 48);
/** The index's build, timed as a call that returns an array (its snapshot of the list). */
const indexBuild = (products) => listingIndex(products).snapshot;

/** A mixed bag as in core-bag's own bench: lines over stock, at 0, without overall stock, gifts. */
function makeLines(count) {
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    lines.push({
      entryNumber: i,
      productId: `p${i}`,
      quantity: 1 + (i % 4),
      price: 5 + (i % 17) * 3.25,
      stock: i % 7,
      hasOverallStock: i % 11 !== 0,
      onlineStock: i % 3 !== 0,
      availableSdd: i % 5 === 0 ? [] : [`s${i % 4}`],
      isGift: i % 13 === 0,
    });
  }
  return lines;
}

let sink = 0;

/** Median time per call in microseconds over batches of at least ~10 ms, for about budgetMs. */
function timePerCall(fn, budgetMs) {
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) sink += fn().length ?? 0;
    if (performance.now() - start >= 10) break;
    batch *= 2;
  }
  const samples = [];
  const end = performance.now() + budgetMs;
  while (performance.now() < end || samples.length < 5) {
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) sink += fn().length ?? 0;
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

function series(name, sizes, make, call, budgetMs) {
  const points = [];
  for (const size of sizes) {
    const input = make(size);
    const us = timePerCall(() => call(input), budgetMs);
    const previous = points.at(-1);
    points.push({ size, us, growth: previous ? us / previous.us : null });
  }
  return { name, points };
}

/** @param {{ quick: boolean }} options */
export function benchCore({ quick }) {
  const budgetMs = quick ? 250 : 1500;
  const result = [
    series(
      'listing, unindexed: filter + sort + page',
      [1_000, 10_000, 100_000],
      makeProducts,
      listing,
      budgetMs,
    ),
    series(
      'listing, indexed: indexedListing + page',
      [1_000, 10_000, 100_000],
      (size) => listingIndex(makeProducts(size)),
      indexedPage,
      budgetMs,
    ),
    series(
      'listingIndex: build (once per catalogue)',
      [1_000, 10_000, 100_000],
      makeProducts,
      indexBuild,
      budgetMs,
    ),
    series(
      'synchronizeStock',
      [10, 100, 1_000],
      makeLines,
      (lines) => synchronizeStock(lines).lines,
      budgetMs,
    ),
    series(
      'selectBestCart',
      [10, 100, 1_000],
      makeLines,
      (lines) => selectBestCart(lines, ['s1', 's2']).lines,
      budgetMs,
    ),
  ];
  if (sink < 0) console.log(sink);
  return result;
}
