import { createEmbeddedContent } from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import type { Services } from './services.js';
import { shellView, withCommerceDialect } from './shell.js';
import { loadStartup, type StartupLoads } from './startup.js';

const services = {
  content: createEmbeddedContent(),
  origin: '',
  now: () => new Date('2026-11-24T00:00:00Z'),
} as unknown as Services;
const WEB = { platform: 'WEB' as const, kiosk: false, corporate: false };
const NOW = new Date('2026-11-24T00:00:00Z');

async function startupOf(site: Parameters<typeof loadStartup>[1]): Promise<StartupLoads> {
  return loadStartup(services, site, { ...WEB, cookies: {} });
}

describe('shellView', () => {
  it('offers only the sites of the current vertical in the country selector, named in its language', async () => {
    const main = shellView(await startupOf('es-es'), WEB, NOW);
    const codes = main.countrySites.map((choice) => choice.code);
    expect(codes).toContain('fr-fr');
    expect(codes).not.toContain('su-es');
    expect(main.countrySites.find((c) => c.code === 'fr-fr')).toEqual({
      code: 'fr-fr',
      country: 'Francia',
      language: 'Francés',
    });
    const studio = shellView(await startupOf('su-es'), WEB, NOW);
    expect(studio.countrySites.map((c) => c.code).sort()).toEqual(['su-en', 'su-es']);
  });

  it('names a standard back-end for the browser, its labels still left out of the page (ADR 0035)', async () => {
    const shell = shellView(await startupOf('es-es'), WEB, NOW);
    const standard = withCommerceDialect(shell, 'standard');
    const serialised = JSON.parse(JSON.stringify(standard)) as Record<string, unknown>;
    expect(serialised['commerceDialect']).toBe('standard');
    expect(serialised).not.toHaveProperty('labels');
    expect(standard.labels).toBe(shell.labels);
    expect(Object.keys(standard.labels).length).toBeGreaterThan(0);
  });

  it('makes functional cookies mandatory and every other category optional', async () => {
    const shell = shellView(await startupOf('es-es'), WEB, NOW);
    const required = shell.cookieCategories.filter((c) => c.required).map((c) => c.id);
    expect(required).toEqual(['functional']);
    expect(shell.cookieCategories.length).toBeGreaterThan(1);
  });

  it('keeps the social profiles of the site settings in their order, for known networks', async () => {
    const shell = shellView(await startupOf('es-es'), WEB, NOW);
    expect(shell.social.map((s) => s.network)).toEqual(['instagram', 'pinterest']);
  });

  it('lists the routes whose header type is transparent, for desktop and for mobile', async () => {
    const startup = await startupOf('es-es');
    const seeded = shellView(startup, WEB, NOW).transparentHeaderOn;
    // The embedded settings: home transparent on both, landing on desktop only.
    expect(seeded.desktop.sort()).toEqual(['home', 'landing']);
    expect(seeded.mobile).toEqual(['home']);
    const mobileOnly = {
      ...startup,
      settings: {
        ...startup.settings,
        headerTypes: { home: { desktop: 'default', mobile: 'transparent' } },
      },
    };
    expect(shellView(mobileOnly, WEB, NOW).transparentHeaderOn).toEqual({
      desktop: [],
      mobile: ['home'],
    });
  });

  it('turns menu children into mega-menu columns', async () => {
    const startup = await startupOf('es-es');
    const entry = (
      text: string,
      children: (typeof startup.common.header.menus)[0]['items'] = [],
    ) => ({
      text,
      link: `/es-es/${text}`,
      children,
    });
    const withChildren = {
      ...startup,
      common: {
        ...startup.common,
        header: {
          ...startup.common.header,
          menus: [
            {
              id: 'jewellery',
              title: 'Joyas',
              items: [
                entry('rings', [entry('by-material', [entry('gold'), entry('silver')])]),
                entry('gifts', [entry('for-her')]),
                entry('charms'),
              ],
            },
          ],
        },
      },
    };
    const nav = shellView(withChildren, WEB, NOW).nav;
    expect(nav.map((n) => n.text)).toEqual(['rings', 'gifts', 'charms']);
    expect(nav[0]?.columns).toEqual([
      {
        title: 'by-material',
        items: [
          { text: 'gold', href: '/es-es/gold' },
          { text: 'silver', href: '/es-es/silver' },
        ],
      },
    ]);
    expect(nav[1]?.columns).toEqual([
      { title: 'gifts', items: [{ text: 'for-her', href: '/es-es/for-her' }] },
    ]);
    expect(nav[2]?.columns).toEqual([]);
  });

  it('stays small enough to serialise into every page', async () => {
    const shell = shellView(await startupOf('es-es'), WEB, NOW);
    // Labels dominate; the shell itself must not carry whole back-end objects.
    const { labels, ...rest } = shell;
    expect(JSON.stringify(rest).length).toBeLessThan(6_000);
    expect(Object.keys(labels).length).toBeGreaterThan(0);
  });
});
