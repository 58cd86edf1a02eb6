// Which my-account sections exist, where each lives, and which of them a shopper sees.
// The visibility rule is core-loyalty's (docs/product/accounts.md §4.2); this module only gathers
// its inputs from what the page reads after hydration. Pure.
import {
  visibleMyAccountSections,
  type MyAccountSectionId,
  type User,
} from '@atelier/core-loyalty';

/** The sections in menu order with their menu label keys (docs/product/accounts.md §4.1). */
export const ACCOUNT_SECTIONS: readonly { id: MyAccountSectionId; labelKey: string }[] = [
  { id: 'youraccount', labelKey: 'accountDetails' },
  { id: 'orders', labelKey: 'accountOrders' },
  { id: 'returns', labelKey: 'accountReturns' },
  { id: 'mytous', labelKey: 'accountLoyalty' },
  { id: 'myinterests', labelKey: 'accountInterests' },
];

const SECTION_IDS = new Set<string>(ACCOUNT_SECTIONS.map((section) => section.id));

/** The account home shows the first section. */
export const HOME_SECTION: MyAccountSectionId = 'youraccount';

/** Sections that have pages below them (an order's detail, a return of an order). */
const WITH_SUBPAGES = new Set<string>(['orders', 'returns']);

/**
 * The section a path under `/{lang}/my-account/` names: `''` is the home; an unknown section
 * or a sub-path where the section has none is null (the 404 page).
 */
export function sectionOfPath(rest: string): MyAccountSectionId | 'home' | null {
  const parts = rest.split('/').filter(Boolean);
  const [first, ...more] = parts;
  if (first === undefined) return 'home';
  if (!SECTION_IDS.has(first)) return null;
  if (more.length > (WITH_SUBPAGES.has(first) ? 1 : 0)) return null;
  return first as MyAccountSectionId;
}

export const sectionPath = (site: string, id: MyAccountSectionId): string =>
  `/${site}/my-account/${id}/`;

/** What the visibility rule needs beyond the user: the site's programme and the status read. */
export interface VisibilityInputs {
  user: Pick<User, 'birthDate' | 'hasLoyaltyMembership'>;
  /** The loyalty status (null when the shopper has none or it could not be read). */
  loyalty: { enrolled: boolean; userUnderAge: boolean } | null;
  /** The site runs a loyalty programme. */
  loyaltyEnabled: boolean;
  now: Date;
}

/** The sections the shopper sees, each with its menu label; unlabelled ones are hidden. */
export function visibleSections(
  inputs: VisibilityInputs,
  labels: Readonly<Record<string, string>>,
): { id: MyAccountSectionId; menuLabel: string }[] {
  const sections = ACCOUNT_SECTIONS.map((section) => ({
    id: section.id,
    menuLabel: labels[section.labelKey] ?? '',
  }));
  return visibleMyAccountSections(sections, {
    birthDate: inputs.user.birthDate,
    now: inputs.now,
    userUnderAge: inputs.loyalty?.userUnderAge ?? false,
    enrolled: inputs.loyalty?.enrolled ?? false,
    loyaltyEnabled: inputs.loyaltyEnabled,
    // The older club check: a member of the site's club.
    myProductEnabled: inputs.loyaltyEnabled && inputs.user.hasLoyaltyMembership,
  });
}
