import { createEmbeddedContent } from '@atelier/adapters-cms';
import type { SiteCode } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { isNotFoundError, type LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadWorkshop } from './workshop.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const content = createEmbeddedContent();

function ctx(site: SiteCode): LoadContext {
  return {
    services: { content, origin: 'https://shop.example' } as unknown as Services,
    site,
    params: { route: 'workshop' },
    search: {},
    path: `/${site}/workshop/`,
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree(site, []),
    shell: { labels: {} } as unknown as ShellView,
  };
}

describe('loadWorkshop', () => {
  it.each<[SiteCode, string]>([
    ['es-es', 'EUR'],
    ['es-ca', 'EUR'],
    ['pt-pt', 'EUR'],
    ['ci-es', 'EUR'],
    ['mx-es', 'MXN'],
  ])(
    '%s has the three table types in order, four heading categories, in %s',
    async (site, currency) => {
      const data = await loadWorkshop(ctx(site));
      expect(data.codes).toEqual(['maintenance', 'repair', 'otherServices']);
      expect(data.views['repair']?.regular.categories.map((c) => c.id)).toEqual([1, 2, 3, 4]);
      expect(data.currency).toBe(currency);
      expect(Object.keys(data.views)).toEqual(data.codes);
      expect(data.seo.canonicalPath).toBe(`/${site}/workshop/`);
    },
  );

  it('has Mexico its own higher table; older pieces lose the base category', async () => {
    const mx = await loadWorkshop(ctx('mx-es'));
    const repair = mx.views['repair'];
    const shrink = repair?.regular.rows.find((row) => row.serviceKey === 'shrinkRingSize');
    expect(shrink?.cells[0]).toEqual([
      { kind: 'price', amount: { value: 380, currency: 'MXN' } },
      { kind: 'price', amount: { value: 500, currency: 'MXN' } },
      { kind: 'price', amount: { value: 380, currency: 'MXN' } },
    ]);
    expect(repair?.regular.categories.map((c) => c.titleKey)).toEqual([
      'atelierLife',
      'atelierLifeFan',
      'atelierLifeLover',
      'atelierLifeExpert',
    ]);
    expect(repair?.older.categories.map((c) => c.titleKey)).toEqual([
      'atelierLifeFanMoreThanTwoYears',
      'atelierLifeLoverMoreThanTwoYears',
      'atelierLifeExpertMoreThanTwoYears',
    ]);
    expect(repair?.older.rows[0]?.cells).toHaveLength(3);
    // Maintenance has no older table: the regular one stands, without the base column.
    expect(mx.views['maintenance']?.older.rows.length).toBe(
      mx.views['maintenance']?.regular.rows.length,
    );
    expect(mx.materials).toEqual(['steel', 'silver', 'gold']);
  });

  it.each<SiteCode>(['fr-fr', 'sa-ar', 'us-en', 'su-es'])(
    '%s has no workshop page: 404',
    async (site) => {
      const error = await loadWorkshop(ctx(site)).catch((e: unknown) => e);
      expect(isNotFoundError(error)).toBe(true);
    },
  );
});
