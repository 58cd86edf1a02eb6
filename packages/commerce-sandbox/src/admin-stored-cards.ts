import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SandboxDb } from './db.js';
import { notFound } from './errors.js';

/**
 * A card the payment provider keeps for a shopper, given by an end-to-end test (admin only):
 * a journey that deletes a card, or finds an expired one not offered, must not touch the seeded
 * shopper's, which other journeys pay with (a paid card the shopper saves is
 * stored-card-payments.ts's).
 */
export const storedCardSeedSchema = z.object({
  uid: z.string().min(3).max(200),
  type: z.enum(['amex', 'cartebancaire', 'diners', 'discover', 'jcb', 'maestro', 'mc', 'visa']),
  number: z.string().regex(/^\*{8,15}\d{4}$/),
  holderName: z.string().min(1).max(100),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2100),
});
export type StoredCardSeed = z.infer<typeof storedCardSeedSchema>;

/** Stores the card for an existing shopper; answers its subscription id. */
export function addStoredCard(db: SandboxDb, card: StoredCardSeed): { id: string } {
  const uid = card.uid.toLowerCase();
  if (!db.prepare('SELECT 1 FROM users WHERE uid = ?').get(uid))
    throw notFound('UnknownIdentifierError', 'User not found', uid);
  const id = `card-${randomUUID()}`;
  db.prepare(
    'INSERT INTO stored_cards (id, user_uid, type, number, holder, exp_month, exp_year) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    uid,
    card.type,
    card.number,
    card.holderName,
    String(card.month).padStart(2, '0'),
    String(card.year),
  );
  return { id };
}
