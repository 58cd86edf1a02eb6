import { createEmbeddedContent } from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import type { Services } from './services.js';
import { shellView } from './shell.js';
import { createShellViews } from './shell-views.js';
import { loadStartup, type StartupLoads } from './startup.js';

const services = {
  content: createEmbeddedContent(),
  origin: '',
  now: () => new Date('2026-11-24T00:00:00Z'),
} as unknown as Services;
const WEB = { platform: 'WEB' as const, kiosk: false, corporate: false };
const APP = { platform: 'APP' as const, kiosk: false, corporate: false };
const NOW = new Date('2026-11-24T00:00:00Z');

const startupOf = (): Promise<StartupLoads> =>
  loadStartup(services, 'es-es', { ...WEB, cookies: {} });

/** The loads with one header entry shown only from `start` on. */
function withScheduledEntry(startup: StartupLoads, start: string): StartupLoads {
  const [menu, ...menus] = startup.common.header.menus;
  const entry = {
    text: 'Black Friday',
    link: '/es-es/black-friday',
    scheduling: { 'es-es': { startEnabledDate: start, endEnabledDate: null } },
    children: [],
  };
  return {
    ...startup,
    common: {
      ...startup.common,
      header: {
        ...startup.common.header,
        menus: [{ ...menu!, items: [...menu!.items, entry] }, ...menus],
      },
    },
  } as StartupLoads;
}

describe('createShellViews', () => {
  it('builds the same view as shellView and reuses it for the same loads and platform', async () => {
    const views = createShellViews();
    const startup = await startupOf();
    const first = views(startup, WEB, NOW);
    expect(first).toEqual(shellView(startup, WEB, NOW));
    const again = views(
      { ...startup, selectedCountryISO: 'PT' },
      WEB,
      new Date(NOW.getTime() + 60_000),
    );
    expect(again).toBe(first);
  });

  it('builds another view for another platform, and for loads the content cache replaced', async () => {
    const views = createShellViews();
    const startup = await startupOf();
    const web = views(startup, WEB, NOW);
    const app = views(startup, APP, NOW);
    expect(app).not.toBe(web);
    expect(app.platform).toBe('APP');
    const relabelled = views(
      { ...startup, labels: { ...startup.labels, home: 'Portada' } },
      WEB,
      NOW,
    );
    expect(relabelled).not.toBe(web);
    expect(relabelled.labels['home']).toBe('Portada');
  });

  it('shows a scheduled menu entry from its start on, as shellView does at that time', async () => {
    const views = createShellViews();
    const startup = withScheduledEntry(await startupOf(), '2026-11-27T00:00:00Z');
    const before = views(startup, WEB, NOW);
    expect(before.menus[0]!.items.map((item) => item.text)).not.toContain('Black Friday');
    const later = new Date('2026-11-27T00:00:01Z');
    const after = views(startup, WEB, later);
    expect(after.menus[0]!.items.map((item) => item.text)).toContain('Black Friday');
    expect(after).toEqual(shellView(startup, WEB, later));
  });
});
