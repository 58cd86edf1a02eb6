export { ADULT_AGE_DAYS, isAdult } from './account/adult.js';
export { userSchema, type User } from './account/user.js';
export {
  ADDRESS_LINE_SEPARATOR,
  addressLine,
  addressSchema,
  billingAddressSchema,
  type Address,
  type BillingAddress,
} from './account/address.js';
export {
  STORED_CARD_BRANDS,
  isCardExpired,
  storedCardSchema,
  type StoredCard,
  type StoredCardBrand,
} from './account/stored-card.js';
export {
  keepCompleteSpecialMoments,
  preferencesSchema,
  type Preferences,
  type SpecialMoment,
} from './account/preferences.js';
export { customerConsentSchema, type CustomerConsent } from './account/consent.js';
export {
  LOYALTY_CAMPAIGN_TYPES,
  clientCampaignSchema,
  loyaltyCampaignTypeSchema,
  sortCampaigns,
  type ClientCampaign,
  type LoyaltyCampaignType,
} from './loyalty/campaign-types.js';
export {
  MAX_LOYALTY_LEVELS,
  allLevelsAchieved,
  currentLevel,
  nextLevel,
  shownLevels,
  type LoyaltyLevel,
} from './loyalty/loyalty-levels.js';
export {
  loyaltyLevelSchema,
  loyaltyStatusSchema,
  type LoyaltyStatus,
} from './loyalty/loyalty-status.js';
export {
  DEFAULT_LAST_TIER_UPPER_LIMIT,
  DEFAULT_LOWER_LIMIT,
  MAX_LEVEL_ADVANTAGES,
  levelAdvantageSchema,
  levelRange,
  loyaltyLevelContentSchema,
  type LevelRange,
  type LoyaltyLevelContent,
} from './loyalty/loyalty-level-content.js';
export {
  CART_TOUSSIS_LIMIT,
  cartToussis,
  toussiSchema,
  toussiState,
  toussisResponseSchema,
  type Toussi,
  type ToussiState,
  type ToussisResponse,
} from './loyalty/toussi.js';
export {
  JEWELLERY_BOX_PAGE_SIZE,
  jewelleryBoxEntrySchema,
  mergeJewelleryBox,
  type JewelleryBoxEntry,
} from './loyalty/jewellery-box.js';
export {
  purchaseReasonCode,
  purchaseReasonFromCode,
  purchaseReasonPayload,
  type PurchaseReason,
} from './loyalty/purchase-reason.js';
export { STUDIO_USERNAME_SUFFIX, loginUsername, type Vertical } from './session/studio-username.js';
export { returnPortalEmail } from './account/return-portal-email.js';
export {
  canShowLoyalty,
  isMyAccountSectionVisible,
  isUnderAge,
  visibleMyAccountSections,
  type MyAccountSection,
  type MyAccountSectionId,
  type MyAccountVisibilityContext,
} from './account/my-account-sections.js';
export {
  LOYALTY_TIERS,
  loyaltyFreeShippingPromotion,
  loyaltyTierOf,
  type LoyaltyPromotion,
  type LoyaltyTier,
} from './loyalty/loyalty-free-shipping.js';
export {
  WORKSHOP_MARKERS,
  WORKSHOP_MATERIALS,
  WORKSHOP_SERVICES,
  WORKSHOP_TABLE_CODES,
  isWorkshopMarker,
  workshopColumnSchema,
  workshopPriceTableSchema,
  workshopRowSchema,
  workshopValueSchema,
  type WorkshopColumn,
  type WorkshopMarker,
  type WorkshopMaterial,
  type WorkshopPriceTable,
  type WorkshopRow,
  type WorkshopTableCode,
  type WorkshopValue,
} from './workshop/workshop-price-table.js';
export {
  WORKSHOP_CATEGORIES,
  hasMoreThanTwoYearsVariant,
  visibleWorkshopCategories,
  workshopHeadingCategorySchema,
  type WorkshopCategory,
  type WorkshopHeadingCategory,
} from './workshop/workshop-categories.js';
export {
  activeWorkshopTable,
  workshopTableCodesFor,
  type WorkshopTableChoice,
} from './workshop/active-workshop-table.js';
export {
  workshopCellDisplay,
  workshopRowCells,
  type WorkshopCellDisplay,
} from './workshop/workshop-cell.js';
export { canPersonaliseService } from './workshop/workshop-personalise.js';
export { FALLBACK_CURRENCIES, type Currency } from './cross-border/fallback-currencies.js';
export {
  DEFAULT_COUNTRY_INFO,
  countryInfoOrDefault,
  countryInfoSchema,
  withScriptLoadResult,
  crossBorderSessionSchema,
  currencySchema,
  type CountryInfo,
  type CrossBorderSession,
} from './cross-border/cross-border-session.js';
export {
  FALLBACK_COUNTRY,
  FALLBACK_CULTURE,
  FALLBACK_CURRENCY,
  areCookieParamsInformed,
  resolveCrossBorderParams,
  shouldRequestDeliveryCost,
  type CrossBorderParams,
  type CrossBorderParamsSources,
} from './cross-border/cross-border-params.js';
export {
  CURRENCY_POLL_INTERVAL_MS,
  CURRENCY_POLL_TRIES,
  CURRENCY_RETRIES_EXHAUSTED,
  pollCurrencyList,
  type CurrencyPollOptions,
  type CurrencyPollResult,
} from './cross-border/currency-polling.js';
export {
  countrySelectionFor,
  countrySelectionSchema,
  selectableCountrySchema,
  type CountrySelection,
  type SelectableCountry,
} from './cross-border/country-selection.js';
export {
  classifyLoginError,
  classifyRegistrationError,
  errorSignals,
  isInvalidTokenError,
  type LoginErrorKind,
  type RegistrationErrorKind,
} from './session/session-errors.js';
export {
  LOGOUT_CLEARS,
  qualifiesForSilentRestore,
  type LogoutEffect,
} from './session/session-logout.js';
export {
  EMPTY_GUEST,
  storedSessionSchema,
  type GuestMergeData,
  type PasswordResult,
  type RegistrationPayload,
  type StoredSession,
} from './session/session-types.js';
export {
  sessionMachine,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
} from './session/session.machine.js';
export { shouldMergeWishlist, shouldWarnAfterBagMerge } from './session/login-merge.js';
