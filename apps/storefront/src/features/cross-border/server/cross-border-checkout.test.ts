import { createEmbeddedContent } from '@atelier/adapters-cms';
import type { OccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import type { CountryInfo } from '@atelier/core-loyalty';
import { describe, expect, it } from 'vitest';
import { testShell } from '../../../../test/fixtures/shell.js';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import {
  helperScriptSrc,
  loadCrossBorderCheckout,
  SANDBOX_PROVIDER_SCRIPT,
} from './cross-border-checkout.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const INFO: CountryInfo = {
  cookieName: 'GlobalE_Data',
  defaultCountry: 'CH',
  defaultCulture: 'de-CH',
  defaultCurrency: 'CHF',
  clientJsDomain: 'helper.provider.example',
  clientJsUrl: '/scripts/merchant.js',
  merchantId: '1234',
  scriptVersion: '2.1.4',
  isEnabled: true,
};

const content = createEmbeddedContent();

function ctx(site: SiteCode, countryInfo: () => Promise<CountryInfo>): LoadContext {
  const commerce = () => ({ crossBorder: { getCountryInfo: countryInfo } }) as unknown as OccClient;
  const services = { content, commerce } as unknown as Services;
  return {
    services,
    site,
    params: { lang: site },
    search: {},
    path: `/${site}/checkout`,
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree(site, []),
    shell: testShell({ site, labels: { checkout: 'Checkout' } }),
  };
}

describe('the cross-border checkout page (docs/product/cross-border.md §2; docs/product/cross-border.md)', () => {
  it("sends a site no cross-border provider manages to its own checkout's entry", async () => {
    const answer = await loadCrossBorderCheckout(ctx('es-es', () => Promise.resolve(INFO))).catch(
      (error: unknown) => error,
    );
    // Vike's redirect() throws an abort carrying where it goes.
    expect(JSON.stringify(answer)).toContain('"/es-es/checkout/register/"');
  });

  it("loads the provider's helper from its host on a managed site", async () => {
    const data = await loadCrossBorderCheckout(ctx('ic-en', () => Promise.resolve(INFO)));
    expect(data.helper).toMatchObject({
      scriptSrc: 'https://helper.provider.example/scripts/merchant.js',
      merchantId: '1234',
      defaultCurrency: 'CHF',
    });
    expect(data.cartPath).toBe('/ic-en/cart/');
    expect(data.seo).toMatchObject({ title: 'Checkout', noIndex: true });
  });

  it('falls back to the built-in country info when the call fails: ES, EUR, no helper', async () => {
    const data = await loadCrossBorderCheckout(
      ctx('ic-es', () => Promise.reject(new Error('down'))),
    );
    expect(data.helper).toMatchObject({
      scriptSrc: null,
      defaultCountry: 'ES',
      defaultCurrency: 'EUR',
      scriptVersion: '2.1.4',
    });
  });

  it('loads a helper only from an https URL or a path on a plain host name', () => {
    const src = (info: Partial<CountryInfo>) => helperScriptSrc({ ...INFO, ...info });
    expect(src({ clientJsUrl: 'https://cdn.provider.example/m.js' })).toBe(
      'https://cdn.provider.example/m.js',
    );
    expect(src({ clientJsUrl: '' })).toBeNull();
    expect(src({ clientJsUrl: 'http://cdn.provider.example/m.js' })).toBeNull();
    expect(src({ clientJsUrl: 'javascript:alert(1)' })).toBeNull();
    expect(src({ clientJsUrl: '//evil.example/m.js' })).toBeNull();
    expect(src({ clientJsDomain: 'evil.example/x?' })).toBeNull();
    expect(src({ clientJsDomain: 'sandbox.invalid' })).toBeNull();
    expect(src({ isEnabled: false })).toBeNull();
  });

  it("loads the sandbox's stand-in from this origin, and no other path of it (ADR 0054)", () => {
    const src = (clientJsUrl: string) =>
      helperScriptSrc({ ...INFO, clientJsDomain: '', clientJsUrl });
    expect(src(SANDBOX_PROVIDER_SCRIPT)).toBe('/api/commerce/sandbox/cross-border/client.js');
    expect(src('/api/commerce/occ/v2/ic-en/products/1')).toBeNull();
    expect(src('/api/commerce/sandbox/cross-border/client.js/../x')).toBeNull();
    expect(src('//evil.example/api/commerce/sandbox/cross-border/client.js')).toBeNull();
    // With a host named, the path is on that host, over https.
    expect(helperScriptSrc({ ...INFO, clientJsUrl: SANDBOX_PROVIDER_SCRIPT })).toBe(
      `https://helper.provider.example${SANDBOX_PROVIDER_SCRIPT}`,
    );
  });
});
