import { SITE_CODES } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { memoryContentLogger } from '../logger.js';
import { LABELS_PAGE_COLLECTIONS, type LabelsPageCollection } from './content/labels-pages.js';
import { contentLanguageOf } from './content/languages.js';
import { missingLabels } from './content/ui-labels.js';
import { createEmbeddedContent } from './create-embedded-content.js';

describe('embedded content covers every site', () => {
  const logger = memoryContentLogger();
  const port = createEmbeddedContent({ logger });

  it.each(SITE_CODES)(
    '%s has settings, header, footer, home, error pages and its labels',
    async (site) => {
      const settings = await port.site(site);
      expect(settings.code).toBe(site);
      expect(settings.paymentMethods.length).toBeGreaterThan(0);
      const common = await port.siteCommon(site);
      expect(common.header.menus.length).toBeGreaterThan(0);
      expect(common.footer.columns.length).toBeGreaterThan(0);
      expect((await port.home(site)).modules.length).toBeGreaterThan(0);
      for (const kind of ['notFound', 'serverError', 'offline'] as const) {
        expect((await port.errorPage(site, kind)).labels.title).not.toBe('');
      }
      expect(missingLabels(contentLanguageOf(site))).toEqual([]);
      const labels = await port.labels(site);
      expect(Object.values(labels).every((text) => text.trim() !== '')).toBe(true);
      for (const collection of Object.keys(LABELS_PAGE_COLLECTIONS) as LabelsPageCollection[]) {
        expect((await port.labelsPage(collection, site)).title).not.toBe('');
      }
    },
  );

  it('links the workshop prices from the services menu exactly where the site has its tables (issue 32.7)', async () => {
    for (const site of SITE_CODES) {
      const services = (await port.siteCommon(site)).header.menus.find((m) => m.id === 'services');
      const linked = services?.items.some((item) => item.link === `/${site}/workshop`) ?? false;
      const tables = await port.workshopPriceTables(site);
      expect([site, linked]).toEqual([site, tables.length > 0]);
    }
  });

  it('logs no problem for the shipped content', () => {
    expect(logger.problems).toEqual([]);
  });

  it('sets same-day delivery only where stores serve it', async () => {
    const sdd = [];
    for (const site of SITE_CODES) if ((await port.site(site)).hasSdd) sdd.push(site);
    expect(sdd).toContain('es-es');
    expect(sdd).not.toContain('su-es');
    expect(sdd).not.toContain('us-en');
  });
});
