import { SITE_CODES } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { memoryContentLogger } from '../../logger.js';
import { createEmbeddedContent } from '../create-embedded-content.js';
import { SITE_LABELS } from './site-labels.js';
import { UI_LABELS } from './ui-labels.js';

describe("a site's own wording (issue 31's locale slips)", () => {
  const port = createEmbeddedContent({ logger: memoryContentLogger() });

  it("names Mexico's address parts as Mexico does, and leaves Spain's as they were", async () => {
    const mexico = await port.labels('mx-es');
    expect(mexico['addressRegion']).toBe('Estado');
    expect(mexico['addressAdditional']).not.toMatch(/Piso, puerta/);
    const spain = await port.labels('es-es');
    expect(spain['addressRegion']).toBe('Provincia');
    expect(spain['addressAdditional']).toBe('Piso, puerta (opcional)');
  });

  it('only rewords labels that exist, on sites that exist', () => {
    for (const [site, labels] of Object.entries(SITE_LABELS)) {
      expect(SITE_CODES).toContain(site);
      for (const [key, text] of Object.entries(labels)) {
        expect(Object.keys(UI_LABELS)).toContain(key);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});
