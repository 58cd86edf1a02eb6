import { siteSettingsSchema, type SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadAccountPage, loadEntryPage } from './account.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

function context(loggedIn: boolean, settings: Partial<SiteSettings> = {}): LoadContext {
  const site = siteSettingsSchema.parse({
    code: 'es-es',
    language: 'es',
    locale: 'es-ES',
    countryCode: 'ES',
    currency: 'EUR',
    ...settings,
  });
  return {
    services: { content: { site: async () => site } } as unknown as Services,
    site: 'es-es',
    params: {},
    search: {},
    path: '/es-es/register/',
    platform: 'WEB',
    loggedIn,
    links: siteLinksOfTree('es-es', []),
    shell: { labels: { registerTitle: 'Crea tu cuenta' } } as unknown as ShellView,
  };
}

/** Vike's redirect() throws an abort carrying where it goes. */
async function redirectOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return JSON.stringify(error);
  }
  return 'no redirect';
}

describe('the signing-in pages (docs/product/accounts.md §3.1, §3.2)', () => {
  it('sends a signed-in shopper from registration to the account, and a guest from the account to the login', async () => {
    expect(await redirectOf(() => loadEntryPage(context(true), 'register'))).toContain(
      '/es-es/my-account/',
    );
    expect(await redirectOf(() => loadEntryPage(context(true), 'registerLoyalty'))).toContain(
      '/es-es/my-account/',
    );
    expect(await redirectOf(() => loadAccountPage(context(false), 'myAccount'))).toContain(
      '/es-es/register/',
    );
    expect(loadAccountPage(context(true), 'myAccount').route).toBe('myAccount');
    // The password pages are for everyone.
    expect(loadAccountPage(context(false), 'passwordChange').seo.noIndex).toBe(true);
  });

  it('asks the registration fields the site settings ask for', async () => {
    const plain = await loadEntryPage(context(false), 'register');
    expect(plain.fields).toEqual({
      secondLastName: false,
      birthDate: false,
      nationalId: 'hidden',
      loyalty: false,
    });
    expect(plain.seo).toMatchObject({ title: 'Crea tu cuenta', noIndex: true });
    const full = await loadEntryPage(
      context(false, {
        hasSecondSurname: true,
        hasBirthDate: true,
        askNationalId: true,
        nationalIdMandatory: true,
        activeLoyaltyProgram: 'loyaltyPlus',
      }),
      'registerLoyalty',
    );
    expect(full.fields).toEqual({
      secondLastName: true,
      birthDate: true,
      nationalId: 'required',
      loyalty: true,
    });
    const optional = await loadEntryPage(context(false, { askNationalId: true }), 'register');
    expect(optional.fields.nationalId).toBe('optional');
  });
});
