import { describe, expect, it } from 'vitest';
import { holdsOnlyReExports, indexExports } from '../../../tools/public-surface/index-exports.js';
import * as api from './index.js';

const INDEX = new URL('./index.ts', import.meta.url);

// The index exports exactly these names (issue 22, "a smaller public surface"): the contract,
// what other workspaces import today, and the session machine with what it takes to run it. A name
// another package or the storefront starts to import is added here, on purpose; anything else
// stays an internal module imported by relative path.
const CONTRACT = [
  'isAdult',
  'ToussiState',
  'toussiState',
  'LoyaltyLevel',
  'currentLevel',
  'nextLevel',
  'allLevelsAchieved',
  'WorkshopMarker',
  'WorkshopValue',
];
const USED_ELSEWHERE = [
  // the storefront's returns section
  'returnPortalEmail',
  // adapters-commerce (src and contract tests)
  'userSchema',
  'User',
  'storedCardSchema',
  'StoredCard',
  'preferencesSchema',
  'Preferences',
  'customerConsentSchema',
  'CustomerConsent',
  'loyaltyStatusSchema',
  'LoyaltyStatus',
  'toussisResponseSchema',
  'ToussisResponse',
  'jewelleryBoxEntrySchema',
  'JewelleryBoxEntry',
  'purchaseReasonPayload',
  'PurchaseReason',
  'countryInfoSchema',
  'CountryInfo',
  // the storefront's cross-border checkout page (docs/product/cross-border.md §4 fallbacks)
  'countryInfoOrDefault',
  'withScriptLoadResult',
  'CURRENCY_RETRIES_EXHAUSTED',
  'pollCurrencyList',
  'CurrencyPollResult',
  'Currency',
  'shouldRequestDeliveryCost',
  // the cross-border page's country, currency and culture (ADR 0054)
  'landingCountry',
  'resolveCrossBorderParams',
  'CrossBorderParams',
  'CONTACT_REASON_NUMBERS',
  'caseLevelsFor',
  'webToCaseFields',
  'CaseLevels',
  'ContactCaseForm',
  'classifyLoginError',
  'classifyRegistrationError',
  'RegistrationPayload',
  // the storefront's bag page
  'cartToussis',
  // the storefront's bag at start-up (silent restore of a signed-in shopper's bag)
  'qualifiesForSilentRestore',
  // the storefront's my-account page (section visibility, stored cards)
  'isUnderAge',
  'visibleMyAccountSections',
  'MyAccountSection',
  'MyAccountSectionId',
  'MyAccountVisibilityContext',
  'isCardExpired',
  // the storefront's loyalty area (my-account mytous)
  'levelProgress',
  'LevelProgressView',
  'StatusLevel',
  'loyaltyLevelContentSchema',
  'LoyaltyLevelContent',
  'loyaltyBalance',
  'LoyaltyBalance',
  'LoyaltyProgram',
  'LoyaltyUnit',
  'isLoyaltyMember',
  'isLastJewelleryBoxPage',
  'JEWELLERY_BOX_PAGE_SIZE',
  'mergeJewelleryBox',
  'friendEmails',
  'MAX_REFERRED_FRIENDS',
  'FriendEmails',
  'ClientCampaign',
  'LoyaltyCampaignType',
  // the storefront's workshop price table page
  'activeWorkshopTable',
  'workshopTableCodesFor',
  'visibleWorkshopCategories',
  'workshopRowCells',
  'WorkshopCellDisplay',
  'WORKSHOP_MATERIALS',
  'WorkshopTableCode',
  // adapters-cms
  'workshopPriceTableSchema',
  'WorkshopPriceTable',
  'workshopHeadingCategorySchema',
  'WorkshopHeadingCategory',
];
const MACHINE = [
  'sessionMachine',
  'sessionActorsFrom',
  'SessionPort',
  'SessionContext',
  'SessionEvent',
  'SessionEmitted',
  'SessionInput',
  'StoredSession',
  'GuestMergeData',
  'LoginErrorKind',
  'RegistrationErrorKind',
];

/** Every name src/index.ts exports, types included, read from its syntax. */
describe('public surface of @atelier/core-loyalty', () => {
  it('exports the contract, what other workspaces use and the machine, nothing more', () => {
    expect(indexExports(INDEX).sort()).toEqual([...CONTRACT, ...USED_ELSEWHERE, ...MACHINE].sort());
  });

  it('exports only re-exports, and every runtime name among them', () => {
    expect(holdsOnlyReExports(INDEX)).toBe(true);
    for (const name of Object.keys(api)) expect(indexExports(INDEX)).toContain(name);
  });
});
