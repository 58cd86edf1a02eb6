// The my-account page's server data (docs/product/accounts.md §4.1): only what is the same for
// every shopper of the site (the fields it asks, whether it runs a loyalty programme). Who is
// signed in, and everything of theirs, is read in the browser after hydration; the HTML holds none.
import { redirect } from 'vike/abort';
import { sectionOfPath } from '../account-sections.js';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { registrationFieldsOf } from '../../account/server.js';
import { returnPortalUrl } from './return-portal-url.js';
import { seo } from '../../../shell/seo.js';
import { loadLoyaltyAreaContent } from './my-account-loyalty.js';
import type { MyAccountData } from '../my-account-view.js';

export async function loadMyAccount(ctx: LoadContext): Promise<MyAccountData> {
  // A guest goes to the login and registration page (docs/product/accounts.md §4.1).
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
