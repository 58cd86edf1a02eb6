import { describe, expect, it } from 'vitest';
import { SITE_CODES } from './site-codes.js';
import { siteInfo } from './site-info.js';
import { intlRegionCode } from './region-code.js';

describe('intlRegionCode (issue 32.8)', () => {
  it("names the back-end's CI the Canary Islands, in every site's language", () => {
    expect(intlRegionCode('CI')).toBe('IC');
    expect(new Intl.DisplayNames(['es-ES'], { type: 'region' }).of(intlRegionCode('CI'))).toBe(
      'Canarias',
    );
  });

  it('keeps every other country code of the site table, each one a region Intl can name', () => {
    for (const site of SITE_CODES) {
      const { countryCode } = siteInfo(site);
      // CI is mapped above; IC (the cross-border sites) is named by the content.
      if (countryCode === 'CI' || countryCode === 'IC') continue;
      expect(intlRegionCode(countryCode)).toBe(countryCode);
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode);
      expect(name, site).not.toBe(countryCode);
    }
  });
});
