import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { shippingAddressSchema, type ShippingAddress } from '../entities/shipping-address.js';

/** The answer of POST /validate-address. */
export const addressVerificationSchema = lazySchema(() =>
  z.object({
    status: z.enum(['CORRECT', 'REVIEW', 'INCORRECT']),
    suggestions: z.array(shippingAddressSchema).default([]),
  }),
);

export type AddressVerification = z.infer<typeof addressVerificationSchema>;

export type AddressVerificationDecision =
  | { kind: 'accept' }
  | { kind: 'useSuggestion'; address: ShippingAddress }
  | { kind: 'chooseSuggestion'; suggestions: ShippingAddress[] }
  | { kind: 'reject' };

/**
 * docs/product/checkout.md §5.2: a correct address passes; one that is not correct opens the
 * address-suggestion modal with what the back-end suggests, and the flow stops there; one to
 * review with exactly one suggestion takes it, with several the shopper picks in the same
 * modal; anything else is an error. An address that is not correct and has no suggestion is
 * that error too: a suggestion modal with nothing to choose left the step waiting behind an
 * empty (unshown) modal, so the shopper could only reload (issue 31 point 3).
 */
export function addressVerificationDecision(
  result: AddressVerification,
): AddressVerificationDecision {
  if (result.status === 'CORRECT') return { kind: 'accept' };
  if (result.status === 'INCORRECT' && result.suggestions.length > 0) {
    return { kind: 'chooseSuggestion', suggestions: result.suggestions };
  }
  if (result.status === 'REVIEW') {
    const [only, ...others] = result.suggestions;
    if (only !== undefined && others.length === 0) return { kind: 'useSuggestion', address: only };
    if (only !== undefined) return { kind: 'chooseSuggestion', suggestions: result.suggestions };
  }
  return { kind: 'reject' };
}
