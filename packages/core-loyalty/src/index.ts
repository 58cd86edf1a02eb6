export { ADULT_AGE_DAYS, isAdult } from './adult.js';
export { userSchema, type User } from './user.js';
export {
  ADDRESS_LINE_SEPARATOR,
  addressLine,
  addressSchema,
  billingAddressSchema,
  type Address,
  type BillingAddress,
} from './address.js';
export {
  STORED_CARD_BRANDS,
  isCardExpired,
  storedCardSchema,
  type StoredCard,
  type StoredCardBrand,
} from './stored-card.js';
export {
  keepCompleteSpecialMoments,
  preferencesSchema,
  type Preferences,
  type SpecialMoment,
} from './preferences.js';
export { customerConsentSchema, type CustomerConsent } from './consent.js';
export {
  LOYALTY_CAMPAIGN_TYPES,
  clientCampaignSchema,
  loyaltyCampaignTypeSchema,
  sortCampaigns,
  type ClientCampaign,
  type LoyaltyCampaignType,
} from './campaign-types.js';
export {
  MAX_LOYALTY_LEVELS,
  allLevelsAchieved,
  currentLevel,
  nextLevel,
  shownLevels,
  type LoyaltyLevel,
} from './loyalty-levels.js';
export { loyaltyLevelSchema, loyaltyStatusSchema, type LoyaltyStatus } from './loyalty-status.js';
export {
  DEFAULT_LAST_TIER_UPPER_LIMIT,
  DEFAULT_LOWER_LIMIT,
  MAX_LEVEL_ADVANTAGES,
  levelAdvantageSchema,
  levelRange,
  loyaltyLevelContentSchema,
  type LevelRange,
  type LoyaltyLevelContent,
} from './loyalty-level-content.js';
export {
  CART_TOUSSIS_LIMIT,
  cartToussis,
  toussiSchema,
  toussiState,
  toussisResponseSchema,
  type Toussi,
  type ToussiState,
  type ToussisResponse,
} from './toussi.js';
export {
  JEWELLERY_BOX_PAGE_SIZE,
  jewelleryBoxEntrySchema,
  mergeJewelleryBox,
  type JewelleryBoxEntry,
} from './jewellery-box.js';
export {
  purchaseReasonCode,
  purchaseReasonFromCode,
  purchaseReasonPayload,
  type PurchaseReason,
} from './purchase-reason.js';
export { STUDIO_USERNAME_SUFFIX, loginUsername, type Vertical } from './studio-username.js';
export { returnPortalEmail } from './return-portal-email.js';
export {
  canShowLoyalty,
  isMyAccountSectionVisible,
  isUnderAge,
  visibleMyAccountSections,
  type MyAccountSection,
  type MyAccountSectionId,
  type MyAccountVisibilityContext,
} from './my-account-sections.js';
export {
  LOYALTY_TIERS,
  loyaltyFreeShippingPromotion,
  loyaltyTierOf,
  type LoyaltyPromotion,
  type LoyaltyTier,
} from './loyalty-free-shipping.js';
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
} from './workshop-price-table.js';
export {
  WORKSHOP_CATEGORIES,
  hasMoreThanTwoYearsVariant,
  visibleWorkshopCategories,
  workshopHeadingCategorySchema,
  type WorkshopCategory,
  type WorkshopHeadingCategory,
} from './workshop-categories.js';
export {
  activeWorkshopTable,
  workshopTableCodesFor,
  type WorkshopTableChoice,
} from './active-workshop-table.js';
export {
  workshopCellDisplay,
  workshopRowCells,
  type WorkshopCellDisplay,
} from './workshop-cell.js';
export { canPersonaliseService } from './workshop-personalise.js';
export { FALLBACK_CURRENCIES, type Currency } from './fallback-currencies.js';
export {
  DEFAULT_COUNTRY_INFO,
  countryInfoOrDefault,
  countryInfoSchema,
  withScriptLoadResult,
  crossBorderSessionSchema,
  currencySchema,
  type CountryInfo,
  type CrossBorderSession,
} from './cross-border-session.js';
export {
  FALLBACK_COUNTRY,
  FALLBACK_CULTURE,
  FALLBACK_CURRENCY,
  areCookieParamsInformed,
  resolveCrossBorderParams,
  shouldRequestDeliveryCost,
  type CrossBorderParams,
  type CrossBorderParamsSources,
} from './cross-border-params.js';
export {
  CURRENCY_POLL_INTERVAL_MS,
  CURRENCY_POLL_TRIES,
  CURRENCY_RETRIES_EXHAUSTED,
  pollCurrencyList,
  type CurrencyPollOptions,
  type CurrencyPollResult,
} from './currency-polling.js';
export {
  countrySelectionFor,
  countrySelectionSchema,
  selectableCountrySchema,
  type CountrySelection,
  type SelectableCountry,
} from './country-selection.js';
export {
  classifyLoginError,
  classifyRegistrationError,
  errorSignals,
  isInvalidTokenError,
  type LoginErrorKind,
  type RegistrationErrorKind,
} from './session-errors.js';
export { LOGOUT_CLEARS, qualifiesForSilentRestore, type LogoutEffect } from './session-logout.js';
export {
  EMPTY_GUEST,
  storedSessionSchema,
  type GuestMergeData,
  type PasswordResult,
  type RegistrationPayload,
  type StoredSession,
} from './session-types.js';
export {
  sessionMachine,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
} from './session.machine.js';
export { shouldMergeWishlist, shouldWarnAfterBagMerge } from './login-merge.js';
