import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const STORED_CARD_BRANDS = [
  'amex',
  'cartebancaire',
  'diners',
  'discover',
  'jcb',
  'maestro',
  'mc',
  'visa',
] as const;
export type StoredCardBrand = (typeof STORED_CARD_BRANDS)[number];

/** A card kept by the payment provider; `id` is its subscription id. */
export const storedCardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    number: z.string(),
    type: z.enum(STORED_CARD_BRANDS),
    holderName: z.string(),
    expiryDate: z.object({
      month: z.number().int().min(1).max(12),
      year: z.number().int(),
    }),
  }),
);
export type StoredCard = z.infer<typeof storedCardSchema>;

/** A card is usable until the end of its expiry month. */
export function isCardExpired(card: Pick<StoredCard, 'expiryDate'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return (
    card.expiryDate.year < year || (card.expiryDate.year === year && card.expiryDate.month < month)
  );
}
