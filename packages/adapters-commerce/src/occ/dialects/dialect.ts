import type { CartModification, ProductAvailabilityError } from '@atelier/core-bag';
import type { CustomerConsent } from '@atelier/core-loyalty';
import type { CommerceDialect } from '../../commerce-dialect.js';
import type { OccCallOptions } from '../http.js';
import type { ProductStock } from '../schemas/product.schema.js';

/** What a cart's stock check found (docs/product/bag.md §4.1), in either dialect's terms. */
export interface CartCheck {
  /** The brand's availability errors (GET validate); the bag's rules act on them. */
  productAvailabilityErrors: ProductAvailabilityError[];
  isPurchasable?: boolean;
  /** What standard OCC's POST validate changed itself (lowered or removed lines). */
  cartModifications?: CartModification[];
}

export interface ConsentInput {
  type: string;
  subscribed: boolean;
  userEmail: string;
}

/** Consent, as the brand's consent service or standard OCC's consent templates keep it. */
export interface ConsentCalls {
  getConsents(): Promise<CustomerConsent[]>;
  giveConsent(consent: ConsentInput): Promise<CustomerConsent>;
  getConsent(id: string): Promise<CustomerConsent>;
  revokeConsent(id: string): Promise<void>;
}

/**
 * The calls whose path or shape differs between the brand's extended OCC and standard SAP
 * Commerce 2211 (ADR 0035): one implementation each (extended.ts, standard.ts) behind the same
 * ports. Every other call is the same in both, and the wire schemas read both shapes.
 */
export interface DialectCalls {
  readonly name: CommerceDialect;
  /**
   * The `fields` cart and order reads ask for: standard OCC's DEFAULT leaves out what the bag
   * and the order pages show (entry images and stock, consignments), so FULL is asked there.
   */
  readonly readFields: string | undefined;
  /**
   * docs/product/bag.md §4.1: the stock check of a cart (`cartPath` is `/users/{u}/carts/{cart}`).
   */
  checkCart(
    cartPath: string,
    options: { refresh: boolean; sendToCrossBorder: boolean },
    call?: OccCallOptions,
  ): Promise<CartCheck>;
  /** docs/product/commerce-api.md §7: one product's stock. */
  productStock(code: string): Promise<ProductStock>;
  consents: ConsentCalls;
}
