import { describe, expect, it } from 'vitest';
import { countryModalFor } from './country-modal.js';

describe('countryModalFor', () => {
  it('opens when the remembered site differs from the current one', () => {
    expect(countryModalFor('fr-fr', 'es-es', false, 'WEB')).toEqual({
      show: true,
      blocking: false,
    });
  });

  it('stays closed without a remembered site or when it is this site', () => {
    expect(countryModalFor(null, 'es-es', false, 'WEB').show).toBe(false);
    expect(countryModalFor('es-es', 'es-es', true, 'WEB').show).toBe(false);
  });

  it('is blocking on a site serving several countries', () => {
    expect(countryModalFor('es-es', 'ic-en', true, 'WEB')).toEqual({ show: true, blocking: true });
    // Never blocking when it does not show.
    expect(countryModalFor(null, 'ic-en', true, 'WEB').blocking).toBe(false);
  });

  it('never shows in the app, which chooses its country itself', () => {
    expect(countryModalFor('fr-fr', 'es-es', true, 'APP')).toEqual({
      show: false,
      blocking: false,
    });
  });
});
