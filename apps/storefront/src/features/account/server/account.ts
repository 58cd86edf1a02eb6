// The signing-in pages (spec 3, section 2): registration (with the login form beside it),
// the loyalty-club registration, the account home and the password pages. Their HTML is
// never cached (page-url.ts) and holds nothing personal: who is signed in is read from the
// httpOnly cookie's presence here (for the redirects) and the user after hydration.
import type { SiteCode, SiteSettings } from '@atelier/core-catalogue';
import { redirect } from 'vike/abort';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { SeoView } from '../../../shell/view-types.js';

/** The registration fields a site asks for (spec 3, section 5: site settings). */
export interface RegistrationFields {
  secondLastName: boolean;
  birthDate: boolean;
  nationalId: 'hidden' | 'optional' | 'required';
  /** The loyalty club exists on the site: its terms checkbox is offered. */
  loyalty: boolean;
}

export interface EntryPageData {
  route: 'register' | 'registerLoyalty';
  fields: RegistrationFields;
  seo: SeoView;
}

export interface AccountPageData {
  route: 'myAccount' | 'passwordRequest' | 'passwordChange';
  seo: SeoView;
}

/** The site's personal-data fields: registration asks them, the account edits them. */
export function registrationFieldsOf(settings: SiteSettings): RegistrationFields {
  return {
    secondLastName: settings.hasSecondSurname,
    birthDate: settings.hasBirthDate,
    nationalId: !settings.askNationalId
      ? 'hidden'
      : settings.nationalIdMandatory
        ? 'required'
        : 'optional',
    loyalty: settings.activeLoyaltyProgram !== 'none',
  };
}

const accountHome = (site: SiteCode) => `/${site}/my-account/`;
const registerPath = (site: SiteCode) => `/${site}/register/`;

const label = (ctx: LoadContext, key: string) => ctx.shell.labels[key] ?? key;

export async function loadEntryPage(
  ctx: LoadContext,
  route: EntryPageData['route'],
): Promise<EntryPageData> {
  // Spec 3, section 2: a signed-in shopper has nothing to register.
  if (ctx.loggedIn) throw redirect(accountHome(ctx.site));
  const fields = registrationFieldsOf(await ctx.services.content.site(ctx.site));
  const title = label(ctx, route === 'registerLoyalty' ? 'registerLoyaltyTitle' : 'registerTitle');
  return { route, fields, seo: seo({ title, noIndex: true }) };
}

export function loadAccountPage(
  ctx: LoadContext,
  route: AccountPageData['route'],
): AccountPageData {
  // Spec 3, section 2: the account needs a login; a guest goes to the login and register page.
  if (route === 'myAccount' && !ctx.loggedIn) throw redirect(registerPath(ctx.site));
  const titles = {
    myAccount: 'account',
    passwordRequest: 'passwordRequestTitle',
    passwordChange: 'passwordChangeTitle',
  } as const;
  return { route, seo: seo({ title: label(ctx, titles[route]), noIndex: true }) };
}
