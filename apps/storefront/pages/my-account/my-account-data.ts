// The my-account page's server data (spec 3, section 2): only what is the same for every
// shopper of the site (the fields it asks, whether it runs a loyalty programme). Who is signed
// in, and everything of theirs, is read in the browser after hydration; the HTML holds none.
import { redirect } from 'vike/abort';
import { sectionOfPath } from '../../src/client/account/account-sections.js';
import { NotFound, type LoadContext } from '../../src/data/load-context.js';
import { registrationFieldsOf } from '../../src/data/pages/account.js';
import { seo } from '../../src/data/seo.js';
import type { SeoView } from '../../src/data/view-types.js';
import type { AccountSiteFields } from '../../src/components/account/my-account/account-context.js';

export interface MyAccountData {
  fields: AccountSiteFields;
  seo: SeoView;
}

export async function loadMyAccount(ctx: LoadContext): Promise<MyAccountData> {
  // A guest goes to the login and registration page (spec 3, section 2).
  if (!ctx.loggedIn) throw redirect(`/${ctx.site}/register/`);
  if (sectionOfPath(ctx.params['section'] ?? '') === null) throw new NotFound('No such section');
  const { loyalty, ...fields } = registrationFieldsOf(await ctx.services.content.site(ctx.site));
  return {
    fields: { ...fields, loyaltyEnabled: loyalty },
    seo: seo({ title: ctx.shell.labels['account'] ?? 'account', noIndex: true }),
  };
}
