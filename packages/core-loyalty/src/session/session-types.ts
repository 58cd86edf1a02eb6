import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** What the storefront keeps between visits to reuse the login (held in an httpOnly cookie). */
export const storedSessionSchema = lazySchema(() =>
  z.object({
    accessToken: z.string().min(1),
    refreshToken: z.string().optional(),
    /** ISO 8601; the machine does not read the clock, the server's answer decides validity. */
    expiresAt: z.string().optional(),
  }),
);
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** The registration payload (docs/product/accounts.md §3.2). */
export interface RegistrationPayload {
  email: string;
  name: string;
  surname: string;
  secondLastName?: string;
  password: string;
  phone?: string;
  birthDate?: string;
  subscribedToNewsletter: boolean;
  loyaltyTermsAccepted: boolean;
  nationalId?: string;
  reCaptchaToken: string;
}

/** What the bag and wishlist merges need once the guest logs in (docs/product/accounts.md §2.4). */
export interface GuestMergeData {
  /** The anonymous cart's guid, merged into the user's latest cart. */
  cartId: string | null;
  /** The product ids of the local (guest) wishlist; merged only when there are some. */
  wishlistProductIds: readonly string[];
  /** The selected-products count before login, to warn when the merge changes it. */
  selectedProductsCount: number | null;
}

export const EMPTY_GUEST: GuestMergeData = {
  cartId: null,
  wishlistProductIds: [],
  selectedProductsCount: null,
};

export type PasswordResult =
  'requestSent' | 'requestFailed' | 'changed' | 'changeFailed' | 'restored' | 'restoreFailed';
