import { isAdult } from './adult.js';

export type MyAccountSectionId = 'youraccount' | 'orders' | 'returns' | 'mytous' | 'myinterests';

export interface MyAccountSection {
  id: string;
  /** The menu label from the content system; a section without one is hidden. */
  menuLabel?: string | null;
}

export interface MyAccountVisibilityContext {
  birthDate: Date | string | null | undefined;
  now: Date;
  /** The loyalty status says the user is under age (takes precedence over the birth date). */
  userUnderAge?: boolean;
  /** The user is enrolled in the loyalty programme (programme version 2). */
  enrolled: boolean;
  /** The site runs the loyalty programme (version 2). */
  loyaltyEnabled: boolean;
  /** The older my-{product} check: the site has the club and the user may see it. */
  myProductEnabled: boolean;
}

/** Under age when the loyalty status says so or the birth date proves it; unknown is not. */
export function isUnderAge(
  ctx: Pick<MyAccountVisibilityContext, 'birthDate' | 'now' | 'userUnderAge'>,
): boolean {
  return ctx.userUnderAge === true || isAdult(ctx.birthDate, ctx.now) === false;
}

/**
 * Whether loyalty content can be shown: the loyalty version when the user is enrolled and the
 * programme is on; otherwise the my-{product} check decides.
 */
export function canShowLoyalty(
  ctx: Pick<MyAccountVisibilityContext, 'enrolled' | 'loyaltyEnabled' | 'myProductEnabled'>,
): boolean {
  return (ctx.enrolled && ctx.loyaltyEnabled) || ctx.myProductEnabled;
}

export function isMyAccountSectionVisible(
  section: MyAccountSection,
  ctx: MyAccountVisibilityContext,
): boolean {
  if (!section.menuLabel?.trim()) return false;
  if (isUnderAge(ctx)) return section.id !== 'mytous' && section.id !== 'myinterests';
  // The loyalty area is there for every adult where the site runs a club: a member sees the
  // club, anyone else the invitation to join (docs/product/accounts.md §4.2: "mytous is shown only
  // if the user is not under age"). Interests need the club itself.
  if (section.id === 'mytous') return ctx.loyaltyEnabled || ctx.myProductEnabled;
  if (section.id === 'myinterests') return canShowLoyalty(ctx);
  return true;
}

/** The sections of the my-account menu the user sees, in the content's order. */
export function visibleMyAccountSections<S extends MyAccountSection>(
  sections: readonly S[],
  ctx: MyAccountVisibilityContext,
): S[] {
  return sections.filter((section) => isMyAccountSectionVisible(section, ctx));
}
