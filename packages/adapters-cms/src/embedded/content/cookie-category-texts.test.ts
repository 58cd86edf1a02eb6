import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORY_IDS } from '../../schemas/services.schema.js';
import { COOKIE_CATEGORY_TEXTS } from './cookie-category-texts.js';
import { CONTENT_LANGUAGES } from './languages.js';
import { referenceItems } from './reference-data.js';

describe('cookie category texts', () => {
  it.each(CONTENT_LANGUAGES)('has a title and its own description in %s', (language) => {
    const column = CONTENT_LANGUAGES.indexOf(language);
    for (const id of COOKIE_CATEGORY_IDS) {
      const { title, description } = COOKIE_CATEGORY_TEXTS[id];
      expect(title[column], `${id} title`).toBeTruthy();
      expect(description[column], `${id} description`).toBeTruthy();
      // A description left in English would show a mixed-language cookie notice.
      if (language !== 'en') expect(description[column], id).not.toBe(description[0]);
    }
  });

  it('seeds each site with the texts of its language', () => {
    const titleOf = (site: 'de-de' | 'il-iw', id: string) =>
      referenceItems(site, site === 'de-de' ? 'de' : 'he').find((i) => i.key === `cookie-${id}`)
        ?.content as { title: string; description: string; mandatory: boolean } | undefined;
    expect(titleOf('de-de', 'advertising')?.title).toBe('Werbung');
    expect(titleOf('il-iw', 'analytics')?.title).toBe('אנליטיקה');
    expect(titleOf('de-de', 'functional')?.mandatory).toBe(true);
  });
});
