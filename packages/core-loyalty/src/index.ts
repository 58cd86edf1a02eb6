// The public surface of @atelier/core-loyalty: the docs/api-contract.md §6 names, what other
// packages import (adapters-commerce: the account, loyalty and cross-border entities it validates
// and the login and registration classifiers its contract tests use; adapters-cms: the workshop
// price tables and headings), and the session machine with what it takes to run it.
// Everything else (account sections, levels' content, toussis in the cart, the workshop table
// rules, cross-border parameters and currency polling, logout and merge rules) stays inside,
// tested by its own tests; public-surface.test.ts pins this list and api-contract.test.ts the
// contract.

// Contract (docs/api-contract.md §6)
export { isAdult } from './account/adult.js';
export { toussiState, type ToussiState } from './loyalty/toussi.js';
export {
  allLevelsAchieved,
  currentLevel,
  nextLevel,
  type LoyaltyLevel,
} from './loyalty/loyalty-levels.js';
export type { WorkshopMarker, WorkshopValue } from './workshop/workshop-price-table.js';

// Entities: what the adapters validate and map to
export { userSchema, type User } from './account/user.js';
export { storedCardSchema, type StoredCard } from './account/stored-card.js';
export { preferencesSchema, type Preferences } from './account/preferences.js';
export { customerConsentSchema, type CustomerConsent } from './account/consent.js';
export { loyaltyStatusSchema, type LoyaltyStatus } from './loyalty/loyalty-status.js';
export { toussisResponseSchema, type ToussisResponse } from './loyalty/toussi.js';
// The storefront's bag page: the toussis it lists (docs/product/loyalty.md §5.3)
export { cartToussis } from './loyalty/toussi.js';
export { jewelleryBoxEntrySchema, type JewelleryBoxEntry } from './loyalty/jewellery-box.js';
export { purchaseReasonPayload, type PurchaseReason } from './loyalty/purchase-reason.js';
export {
  workshopPriceTableSchema,
  type WorkshopPriceTable,
} from './workshop/workshop-price-table.js';
export {
  workshopHeadingCategorySchema,
  type WorkshopHeadingCategory,
} from './workshop/workshop-categories.js';
// The storefront's workshop price table page (docs/product/workshop.md): the active table, the
// visible heading categories, and each row's cells by category and material.
export { activeWorkshopTable, workshopTableCodesFor } from './workshop/active-workshop-table.js';
export { visibleWorkshopCategories } from './workshop/workshop-categories.js';
export { workshopRowCells, type WorkshopCellDisplay } from './workshop/workshop-cell.js';
export { WORKSHOP_MATERIALS, type WorkshopTableCode } from './workshop/workshop-price-table.js';
export {
  countryInfoOrDefault,
  countryInfoSchema,
  withScriptLoadResult,
  type CountryInfo,
} from './cross-border/cross-border-session.js';
// The storefront's cross-border helper: currency polling with the built-in list, and when the
// delivery cost is asked for.
export {
  CURRENCY_RETRIES_EXHAUSTED,
  pollCurrencyList,
  type CurrencyPollResult,
} from './cross-border/currency-polling.js';
export { type Currency } from './cross-border/fallback-currencies.js';
export {
  landingCountry,
  resolveCrossBorderParams,
  shouldRequestDeliveryCost,
  type CrossBorderParams,
} from './cross-border/cross-border-params.js';
export {
  classifyLoginError,
  classifyRegistrationError,
  type LoginErrorKind,
  type RegistrationErrorKind,
} from './session/session-errors.js';
export type {
  GuestMergeData,
  RegistrationPayload,
  StoredSession,
} from './session/session-types.js';

// The storefront's my-account page: which sections a shopper sees (docs/product/accounts.md §4.2),
// and a stored card's expiry
export {
  isUnderAge,
  visibleMyAccountSections,
  type MyAccountSection,
  type MyAccountSectionId,
  type MyAccountVisibilityContext,
} from './account/my-account-sections.js';
export { isCardExpired } from './account/stored-card.js';
// The storefront's returns section: the e-mail the external return portal is sent
// (docs/product/returns.md §4)
export { returnPortalEmail } from './account/return-portal-email.js';

// The storefront's loyalty area (docs/product/loyalty.md: levels with their content and progress,
// the balance in points or gems, the invitation to non-members, the jewellery box 20 a page,
// friends)
export {
  levelProgress,
  type LevelProgressView,
  type StatusLevel,
} from './loyalty/level-progress.js';
export {
  loyaltyLevelContentSchema,
  type LoyaltyLevelContent,
} from './loyalty/loyalty-level-content.js';
export {
  loyaltyBalance,
  type LoyaltyBalance,
  type LoyaltyProgram,
  type LoyaltyUnit,
} from './loyalty/loyalty-balance.js';
export { isLoyaltyMember } from './loyalty/loyalty-membership.js';
export {
  isLastJewelleryBoxPage,
  JEWELLERY_BOX_PAGE_SIZE,
  mergeJewelleryBox,
} from './loyalty/jewellery-box.js';
export { friendEmails, MAX_REFERRED_FRIENDS, type FriendEmails } from './loyalty/refer-friends.js';
export type { ClientCampaign, LoyaltyCampaignType } from './loyalty/campaign-types.js';

// The help page's contact form: the web-to-case fields, levels L1-L4 by reason
// (docs/product/commerce-api.md §13)
export {
  CONTACT_REASON_NUMBERS,
  caseLevelsFor,
  webToCaseFields,
  type CaseLevels,
  type ContactCaseForm,
} from './contact/contact-case.js';

// The start-up rule the storefront's bag applies to a signed-in shopper
// (docs/product/shell.md §3.3)
export { qualifiesForSilentRestore } from './session/session-logout.js';

// Machine: provide its calls with machine.provide({ actors: sessionActorsFrom(port) }) and
// listen to what it emits
export { sessionActorsFrom, type SessionPort } from './session/session-actors.js';
export {
  sessionMachine,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
} from './session/session.machine.js';
