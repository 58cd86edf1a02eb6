// The signing-in pages (docs/product/accounts.md §4.1): registration (with the login form beside
// it), the loyalty-club registration, the account home and the password pages. Their HTML is
// never cached (page-url.ts) and holds nothing personal: who is signed in is read from the
// httpOnly cookie's presence here (for the redirects) and the user after hydration.
import type { SiteCode, SiteSettings } from '@atelier/core-catalogue';
import { redirect } from 'vike/abort';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { AccountPageData, EntryPageData, RegistrationFields } from '../account-view.js';

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
  // docs/product/accounts.md §3.1: a signed-in shopper has nothing to register.
  if (ctx.loggedIn) throw redirect(accountHome(ctx.site));
  const fields = registrationFieldsOf(await ctx.services.content.site(ctx.site));
  const title = label(ctx, route === 'registerLoyalty' ? 'registerLoyaltyTitle' : 'registerTitle');
  return { route, fields, seo: seo({ title, noIndex: true }) };
}

export function loadAccountPage(
  ctx: LoadContext,
  route: AccountPageData['route'],
): AccountPageData {
  // docs/product/accounts.md §4.1: the account needs a login; a guest goes to the login and
  // register page.
  if (route === 'myAccount' && !ctx.loggedIn) throw redirect(registerPath(ctx.site));
  const titles = {
    myAccount: 'account',
    passwordRequest: 'passwordRequestTitle',
    passwordChange: 'passwordChangeTitle',
  } as const;
  return { route, seo: seo({ title: label(ctx, titles[route]), noIndex: true }) };
}
