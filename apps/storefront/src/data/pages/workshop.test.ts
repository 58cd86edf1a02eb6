import { createEmbeddedContent } from '@atelier/adapters-cms';
import type { SiteCode } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { isNotFoundError, type LoadContext } from '../load-context.js';
import type { Services } from '../services.js';
import type { ShellView } from '../view-types.js';
import { loadWorkshop } from './workshop.js';

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
      expect(data.headings.map((h) => h.id)).toEqual([1, 2, 3, 4]);
      expect(data.currency).toBe(currency);
      expect(data.tables.every((table) => table.siteCodes.includes(site))).toBe(true);
      expect(data.seo.canonicalPath).toBe(`/${site}/workshop/`);
    },
  );

  it('has Mexico its own higher table', async () => {
    const mx = await loadWorkshop(ctx('mx-es'));
    const repair = mx.tables.find((t) => t.code === 'repair' && !t.moreThanTwoYears);
    const shrink = repair?.rows.find((row) => row.leadingLabel === 'shrinkRingSize');
    expect(shrink?.columns[0]?.values.map((v) => v.value)).toEqual([380, 500, 380]);
  });

  it.each<SiteCode>(['fr-fr', 'sa-ar', 'us-en', 'su-es'])(
    '%s has no workshop page: 404',
    async (site) => {
      const error = await loadWorkshop(ctx(site)).catch((e: unknown) => e);
      expect(isNotFoundError(error)).toBe(true);
    },
  );
});
