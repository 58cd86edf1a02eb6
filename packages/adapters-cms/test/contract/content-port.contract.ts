import {
  loyaltyAnchorMenu,
  MODULE_TYPES,
  SITE_CODES,
  selectLanding,
  visibleModules,
  type SiteCode,
} from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { PageFetchCmsError, type ContentPort } from '../../src/index.js';

export type PortFactory = (options: { drafts: boolean }) => ContentPort;

async function rejection(promise: Promise<unknown>): Promise<PageFetchCmsError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchCmsError);
  return error as PageFetchCmsError;
}

/**
 * What every ContentPort must do with the shipped content. Run against the embedded content and
 * against the Directus client over HTTP to a Directus seeded from that same content.
 */
export function contentPortContract(name: string, factory: () => PortFactory): void {
  describe(`ContentPort contract: ${name}`, () => {
    const published = () => factory()({ drafts: false });
    const withDrafts = () => factory()({ drafts: true });

    it('lists all 33 sites with their domain and country', async () => {
      const sites = await published().sites();
      expect(sites.map((site) => site.code).sort()).toEqual([...SITE_CODES].sort());
      expect(sites.find((site) => site.code === 'mx-es')).toMatchObject({
        countryCode: 'MX',
        channel: 'WEB',
      });
    });

    it('answers site settings per country: currency, shipping, payments, SDD, loyalty', async () => {
      const port = published();
      const spain = await port.site('es-es');
      expect(spain).toMatchObject({
        code: 'es-es',
        currency: 'EUR',
        hasSdd: true,
        activeLoyaltyProgram: 'loyaltyPlus',
        vertical: 'main',
      });
      expect(spain.paymentMethods.map((method) => method.code)).toContain('bizum');
      const usa = await port.site('us-en');
      expect(usa).toMatchObject({ currency: 'USD', hasSdd: false, shippingPrice: 5.95 });
      expect(usa.expressCheckoutPaymentMethods.map((method) => method.code)).toContain('applepay');
      expect((await port.site('su-en')).vertical).toBe('suot');
      expect((await port.site('sa-ar')).is_rtl).toBe(true);
      expect((await port.site('co-es')).featureFlags).toContain('addi');
    });

    it('answers the header, footer and newsletter of a site', async () => {
      const common = await published().siteCommon('fr-fr');
      expect(common.header.menus[0]?.items.map((item) => item.text)).toContain('Colliers');
      expect(common.footer.newsletter).toMatchObject({ enabled: true, cta: "S'abonner" });
    });

    it('answers a home built from every module type, with scheduling and device variants', async () => {
      const home = await published().home('es-es');
      expect(new Set(home.modules.map((module) => module.type))).toEqual(new Set(MODULE_TYPES));
      const shown = visibleModules(home.modules, {
        site: 'es-es',
        now: new Date('2026-06-01T00:00:00Z'),
        device: 'desktop',
        platform: 'WEB',
      });
      expect(shown.some((module) => module.type === 'DiscountBanner')).toBe(false);
      expect(shown.filter((module) => module.type === 'SmallBanner')).toHaveLength(1);
      expect(shown.map((module) => module.order)).toEqual(
        [...shown.map((module) => module.order)].sort((a, b) => a - b),
      );
    });

    it('answers every landing of a slug so the page can pick the one for the visitor', async () => {
      const landings = await published().landings('es-es', 'edicion-verano');
      expect(landings.map((landing) => landing.userType).sort()).toEqual(['logged', 'not logged']);
      expect(
        selectLanding(landings, 'logged', { slug: 'edicion-verano', route: 'landing' }).userType,
      ).toBe('logged');
    });

    it('answers the loyalty landing with its anchor sections and the other landing variants', async () => {
      const port = published();
      const [loyalty] = await port.landings('es-es', 'club');
      expect(loyalty?.variant).toBe('myAccountLoyalty');
      const anchors = loyaltyAnchorMenu(
        (loyalty?.modules ?? []).map((module) => ({
          type: module.type,
          title: typeof module['title'] === 'string' ? module['title'] : null,
        })),
      );
      expect(anchors.map((anchor) => anchor.title)).toEqual([
        'Mi cuenta',
        'Favoritos',
        'Envío gratuito',
      ]);
      for (const slug of ['register', 'newsletter', 'newsletter-unsubscribe', 'live-shopping']) {
        expect((await port.landings('pt-pt', slug))[0]?.variant).toBeTruthy();
      }
    });

    it('rejects a slug with no translation on the site with 404', async () => {
      const error = await rejection(published().landings('es-es', 'summer-edit'));
      expect(error).toMatchObject({ status: 404, collection: 'page_landing' });
      expect((await rejection(published().policy('de-de', 'nope'))).status).toBe(404);
      expect((await rejection(published().shopTheLook('it-it', 'look-de-noche'))).status).toBe(404);
    });

    it('hides drafts unless drafts are on', async () => {
      expect((await rejection(published().landings('es-es', 'avance-otono'))).status).toBe(404);
      const drafts = await withDrafts().landings('es-es', 'avance-otono');
      expect(drafts).toHaveLength(1);
    });

    it('translates slugs between sites for landing, glossary, shop the look and material', async () => {
      const port = published();
      expect(await port.translateSlug('landing', 'edicion-verano', 'es-es', 'fr-fr')).toBe(
        'edition-ete',
      );
      expect(await port.translateSlug('glossaryLanding', 'cuidado-del-oro', 'es-es', 'de-de')).toBe(
        'goldpflege',
      );
      expect(await port.translateSlug('shopTheLook', 'look-de-noche', 'es-es', 'fr-fr')).toBe(
        'look-du-soir',
      );
      expect(await port.translateSlug('material', 'oro', 'mx-es', 'gb-en')).toBe('gold');
      expect(await port.translateSlug('landing', 'no-such-slug', 'es-es', 'fr-fr')).toBeNull();
    });

    it('answers category pages and 203 for a category without one', async () => {
      const port = published();
      expect(await port.categoryPage('es-es', '3')).toMatchObject({
        categoryId: '3',
        title: 'Pulseras',
      });
      expect((await port.categoryPage('fr-fr', '7')).gridTemplate[0]).toMatchObject({
        type: 'Look',
      });
      // Price filter ranges in the site currency, the last one open-ended
      // (docs/product/catalogue.md §3.2).
      const yen = (await port.categoryPage('jp-ja', '3')).priceRanges;
      expect(yen[0]).toMatchObject({ min: 0, max: 8000 });
      expect(yen.at(-1)).toMatchObject({ id: '32000-plus', max: null });
      const missing = await rejection(port.categoryPage('es-es', '999'));
      expect(missing).toMatchObject({ status: 203, collection: 'page_category' });
      expect((await rejection(port.categoryPage('su-es', '11'))).status).toBe(203);
    });

    it('answers the label pages in the site language', async () => {
      const port = published();
      expect((await port.labelsPage('page_cart', 'de-de')).labels['bag']).toBe('Warenkorb');
      expect((await port.labelsPage('page_my_account', 'es-es')).title).toBe('Mi cuenta');
      expect((await port.labels('il-iw'))['home']).toBe('דף הבית');
      expect((await port.labels('jp-ja'))['bag']).toBe('バッグ');
    });

    it('answers the workshop tables: one shared by es-es, es-ca, pt-pt, ci-es; mx-es its own', async () => {
      const port = published();
      const spain = await port.workshopPriceTables('es-es');
      const portugal = await port.workshopPriceTables('pt-pt');
      expect(spain.map((table) => table.code)).toEqual([
        'maintenance',
        'repair',
        'repair',
        'otherServices',
      ]);
      expect(portugal.map((table) => table.rows)).toEqual(spain.map((table) => table.rows));
      expect(spain[0]?.siteCodes).toEqual(['es-es', 'es-ca', 'pt-pt', 'ci-es']);
      const mexico = await port.workshopPriceTables('mx-es');
      const resize = mexico
        .find((table) => table.code === 'repair')
        ?.rows.find((row) => row.leadingLabel === 'shrinkRingSize');
      expect(resize?.columns[0]?.values.map((value) => value.value)).toEqual([380, 500, 380]);
      expect(await port.workshopPriceTables('gb-en')).toEqual([]);
      const headings = await port.workshopCategories('ci-es');
      expect(headings.map((heading) => [heading.id, heading.moreThanTwoYears ?? null])).toEqual([
        [1, null],
        [2, 'atelierLifeFanMoreThanTwoYears'],
        [3, 'atelierLifeLoverMoreThanTwoYears'],
        [4, 'atelierLifeExpertMoreThanTwoYears'],
      ]);
      expect(await port.workshopCategories('us-en')).toEqual([]);
    });

    it('answers error pages for both verticals, the offline one in Spanish', async () => {
      const port = published();
      expect((await port.errorPage('jp-ja', 'notFound')).labels.title).toBe(
        'ページが見つかりません',
      );
      expect(await port.errorPage('su-es', 'offline')).toMatchObject({
        vertical: 'suot',
        noIndex: true,
        labels: { title: 'Sin conexión' },
      });
      expect((await port.errorPage('gb-en', 'offline')).vertical).toBe('main');
      expect((await port.errorPage('pl-pl', 'serverError')).labels.title).toBe(
        'Coś poszło nie tak',
      );
      expect(await port.errorMessages('es-es')).toHaveProperty('genericPaymentError');
    });

    it('answers FAQ with a sizes-guide and a contact-form entry, and policies in order', async () => {
      const port = published();
      const faq = await port.faq('es-es');
      expect(faq.map((entry) => entry.kind)).toEqual(
        expect.arrayContaining(['sizesGuide', 'contactForm']),
      );
      expect((await port.faqEntry('es-es', 'size-guide')).kind).toBe('sizesGuide');
      const policies = await port.policies('fr-fr');
      expect(policies.map((policy) => policy.order)).toEqual([1, 2, 3, 4]);
      expect((await port.policy('es-es', 'privacy')).title).toBe('Política de privacidad');
    });

    it('answers the glossary home, its pages and the materials tree', async () => {
      const port = published();
      const glossary = await port.glossaryHome('es-es');
      expect(glossary.entries.map((entry) => entry.slug)).toContain('cuidado-del-oro');
      expect((await port.glossaryPage('es-es', 'cuidado-del-oro')).html).toContain('<strong>');
      const tree = await port.materialsTree('fr-fr');
      expect(tree.map((node) => [node.slug, node.children.map((child) => child.slug)])).toEqual([
        ['or', ['or-jaune']],
        ['argent', ['argent-massif']],
      ]);
      expect((await port.material('fr-fr', 'or-jaune')).parent).toBe('gold');
    });

    it('answers engravings, size guides, cookies, countries, promotions and tooltips', async () => {
      const port = published();
      const engravings = await port.engravingsCommon('es-es');
      expect(engravings.fonts.length).toBeGreaterThan(0);
      expect(engravings.colours.some((colour) => colour.disabled)).toBe(true);
      expect((await port.sizeGuides('it-it')).rings.length).toBeGreaterThan(0);
      const cookies = await port.cookieCategories('de-de');
      expect(
        cookies.filter((category) => category.mandatory).map((category) => category.id),
      ).toEqual(['functional']);
      expect(cookies).toHaveLength(6);
      const countries = await port.countries('es-es');
      expect(countries.find((country) => country.countryCode === 'MX')?.name).toBe('México');
      // In the site's language, like every other label (German here, not the English fallback).
      expect(cookies.find((category) => category.id === 'advertising')?.title).toBe('Werbung');
      expect((await port.promotions('es-es')).map((promotion) => promotion.type)).toContain(
        'FREE_SHIPPING',
      );
      expect((await port.tooltipTriggers('es-es')).map((trigger) => trigger.id)).toEqual([
        'engravings',
        'size',
      ]);
    });

    it('answers blog posts and shop-the-look looks', async () => {
      const port = published();
      const posts = await port.blogPosts('gb-en');
      expect(posts.map((post) => post.slug)).toEqual([
        'layering-necklaces',
        'ring-sizes',
        'pearl-care',
      ]);
      expect((await port.blogPost('gb-en', 'pearl-care')).category).toBe('care');
      const look = await port.shopTheLook('es-es', 'look-de-noche');
      expect(look.look.products.length).toBeGreaterThan(0);
      // Every look of a site with the slug of its page there, so a link by look id finds it.
      const looks = await port.shopTheLooks('fr-fr');
      expect(looks.map(({ look: { id }, slug }) => [id, slug])).toEqual([
        ['look-evening', 'look-du-soir'],
        ['look-weekend', 'weekend-look'],
      ]);
    });

    it('keeps sites apart: a slug of one site is not found on another', async () => {
      const site: SiteCode = 'ca-fr';
      expect((await rejection(published().glossaryPage(site, 'cuidado-del-oro'))).status).toBe(404);
    });
  });
}
