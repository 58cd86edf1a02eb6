// The my-account page's server data (spec 3, section 2): only what is the same for every
// shopper of the site (the fields it asks, whether it runs a loyalty programme). Who is signed
// in, and everything of theirs, is read in the browser after hydration; the HTML holds none.
import { redirect } from 'vike/abort';
import { sectionOfPath } from '../browser/account-sections.js';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { registrationFieldsOf } from '../../account/server/account.js';
import { returnPortalUrl } from './return-portal-url.js';
import { seo } from '../../../shell/seo.js';
import type { SeoView } from '../../../shell/view-types.js';
import { loadLoyaltyAreaContent, type LoyaltyAreaContent } from './my-account-loyalty.js';
import type { AccountSiteFields } from '../components/account-context.js';

export interface MyAccountData {
  fields: AccountSiteFields;
  /** The loyalty area's level content and programme (null where the site runs no club). */
  loyalty: LoyaltyAreaContent | null;
  seo: SeoView;
}

export async function loadMyAccount(ctx: LoadContext): Promise<MyAccountData> {
  // A guest goes to the login and registration page (spec 3, section 2).
  if (!ctx.loggedIn) throw redirect(`/${ctx.site}/register/`);
  if (sectionOfPath(ctx.params['section'] ?? '') === null) throw new NotFound('No such section');
  const settings = await ctx.services.content.site(ctx.site);
  const { loyalty, ...fields } = registrationFieldsOf(settings);
  return {
    fields: {
      ...fields,
      loyaltyEnabled: loyalty,
      // The returns section's link to the external portal, where the site uses one.
      returnPortalUrl: settings.hasReturnPortal ? returnPortalUrl() : null,
    },
    loyalty: await loadLoyaltyAreaContent(ctx.services.content, ctx.site, settings),
    seo: seo({ title: ctx.shell.labels['account'] ?? 'account', noIndex: true }),
  };
}
