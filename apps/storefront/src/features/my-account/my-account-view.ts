// What the my-account page's server data hands its sections: plain types both sides read.
import type { LoyaltyLevelContent, LoyaltyProgram } from '@atelier/core-loyalty';
import type { SeoView } from '../../shell/view-types.js';

/**
 * The site's switches the account's forms follow (site settings, docs/product/accounts.md §3.3).
 */
export interface AccountSiteFields {
  secondLastName: boolean;
  birthDate: boolean;
  nationalId: 'hidden' | 'optional' | 'required';
  loyaltyEnabled: boolean;
  /** The external return portal, on sites with `hasReturnPortal` (the returns section). */
  returnPortalUrl?: string | null;
}

export interface LoyaltyAreaContent {
  program: LoyaltyProgram;
  /** The levels the content describes, valid ones only (a malformed level is left out). */
  levels: LoyaltyLevelContent[];
}

export interface MyAccountData {
  fields: AccountSiteFields;
  /** The loyalty area's level content and programme (null where the site runs no club). */
  loyalty: LoyaltyAreaContent | null;
  seo: SeoView;
}
