import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const storedCardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.string(),
    expiryDate: z.object({
      month: z.coerce.number().int().min(1).max(12),
      year: z.coerce.number().int(),
    }),
    holderName: z.string(),
    /** Masked: only the last digits ever reach the storefront. */
    number: z.string(),
  }),
);

export type StoredCard = z.infer<typeof storedCardSchema>;

/** A card expires at the end of its expiry month; `now` is passed in. */
export function isStoredCardExpired(card: StoredCard, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return (
    card.expiryDate.year < year || (card.expiryDate.year === year && card.expiryDate.month < month)
  );
}
