import { similarity } from './similarity.js';

/** docs/product/payments.md §5.2: wallet addresses match regions and cities above 0.8. */
export const WALLET_SIMILARITY_THRESHOLD = 0.8;

/** The most similar candidate strictly above the threshold; the first one wins a tie. */
export function matchByName<T extends { name: string }>(
  candidates: T[],
  name: string,
  threshold: number = WALLET_SIMILARITY_THRESHOLD,
): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const score = similarity(candidate.name, name);
    if (score > threshold && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
