import { describe, expect, it } from 'vitest';
import { isSiteCode, SITE_CODES } from './site-codes.js';

describe('site codes', () => {
  it('lists the 33 sites of the spec, each once', () => {
    expect(SITE_CODES).toHaveLength(33);
    expect(new Set(SITE_CODES).size).toBe(33);
    expect(SITE_CODES).toContain('su-es');
    expect(SITE_CODES).not.toContain('ic-fr');
  });

  it('recognises only listed codes', () => {
    expect(isSiteCode('es-es')).toBe(true);
    expect(isSiteCode('ES-ES')).toBe(false);
    expect(isSiteCode('xx-yy')).toBe(false);
  });
});
