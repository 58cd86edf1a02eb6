import { createEmbeddedContent } from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import { loadLanguageSelection } from './language-selection.js';
import { countryChoices } from './country-choices.js';
import type { Services } from './services.js';
import { siteCountryNames } from './site-country-names.js';

const content = createEmbeddedContent();
const services = { content } as unknown as Services;

describe('the site picker at / (issue 32.8: one name a country)', () => {
  it("names each site's country as that site's country modal does", async () => {
    const picker = loadLanguageSelection(undefined, {}, await siteCountryNames(services));
    for (const entry of picker.sites) {
      if (entry.site.startsWith('su-')) continue;
      const countries = await content.countries(entry.site);
      const modal = countryChoices(countries, entry.site).find((c) => c.code === entry.site);
      expect(entry.country, entry.site).toBe(modal?.country);
    }
    const named = new Map(picker.sites.map((entry) => [entry.site, entry.country]));
    expect(named.get('ci-es')).toBe('Canarias');
    expect(named.get('ic-en')).not.toMatch(/Canary/);
  });

  it('names the Canary Islands site through Intl, never as Côte d’Ivoire, when content is down', () => {
    const picker = loadLanguageSelection(undefined, {});
    const canaries = picker.sites.find((entry) => entry.site === 'ci-es');
    expect(canaries?.country).toBe('Canarias');
  });
});
