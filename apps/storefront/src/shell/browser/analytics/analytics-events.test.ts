import { analyticsHitSchema } from '@atelier/adapters-commerce';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthYearOf,
  cartEvent,
  couponEvent,
  failureEvent,
  formErrorEvent,
  pageViewEvent,
  registrationDateOf,
  sessionEvent,
  storeIdOf,
  toHit,
  userTraitsOf,
} from './analytics-events.js';

const HASH = 'b'.repeat(64);

describe('analytics event builders (docs/product/consent.md §3)', () => {
  it('derives birth year and the yyyymmdd registration date without a zone shift', () => {
    expect(birthYearOf('1990-04-12')).toBe(1990);
    expect(birthYearOf(null)).toBeUndefined();
    expect(birthYearOf('')).toBeUndefined();
    expect(registrationDateOf('2024-01-31T23:30:00.000Z')).toBe('20240131');
    expect(registrationDateOf('2024-02-01')).toBe('20240201');
    expect(registrationDateOf(undefined)).toBeUndefined();
    expect(
      userTraitsOf(
        { email: 'A@b.c', birthDate: '1990-04-12', registerDate: '2024-01-31T10:00:00Z' },
        HASH,
      ),
    ).toEqual({
      emailSha256: HASH,
      birthYear: 1990,
      registrationDate: '20240131',
      visitorType: 'logged',
    });
    expect(userTraitsOf({ email: 'a@b.c' }, HASH)).toEqual({
      emailSha256: HASH,
      visitorType: 'logged',
    });
  });

  it('tracks under the brand plus the upper-case country code', () => {
    expect(storeIdOf('es-es')).toBe('ATELIERES');
    expect(storeIdOf('gb-en')).toBe('ATELIERGB');
    expect(storeIdOf('su-es')).toBe('SUOTES');
    expect(storeIdOf('xx-yy')).toBeNull();
  });

  it('turns each event into a hit the collector accepts', () => {
    const events = [
      pageViewEvent('es-es', '/es-es/anillos/?q=ana@example.com'),
      cartEvent('es-es', 'add', [{ productId: '100701', quantity: 2 }]),
      cartEvent('es-es', 'remove', [{ productId: '100701', quantity: 1 }]),
      couponEvent('es-es', true, 'WELCOME10'),
      couponEvent('es-es', false, 'NOPE'),
      failureEvent('es-es', 'newsletter'),
      failureEvent('es-es', 'live_shopping'),
      formErrorEvent('es-es', 'contact', 'required', 'email'),
      sessionEvent('es-es', 'login'),
    ];
    for (const event of events) {
      const hit = toHit(event, { emailSha256: HASH, birthYear: 1990 });
      expect(analyticsHitSchema.safeParse(hit).success, event.event).toBe(true);
      expect(hit?.storeId).toBe('ATELIERES');
    }
    // The query string (where an address could hide) is not the page.
    expect(toHit(events[0]!)?.page).toBe('/es-es/anillos/');
    expect(toHit(events[7]!)?.props).toEqual({ form: 'contact', rule: 'required', field: 'email' });
    expect(toHit(events[1]!)?.items).toEqual([{ productId: '100701', quantity: 2 }]);
    expect(toHit(events[3]!)).toMatchObject({ event: 'coupon_ok', props: { coupon: 'WELCOME10' } });
  });

  it('never carries an e-mail address in plain text, whatever the event holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z][a-z_]{0,10}$/),
          fc.oneof(fc.string(), fc.emailAddress()),
        ),
        (extra) => {
          const hit = toHit({ ...extra, event: 'form_error', site: 'es-es' });
          expect(JSON.stringify(hit)).not.toContain('@');
          expect(analyticsHitSchema.safeParse(hit).success).toBe(true);
        },
      ),
    );
  });

  it('has no hit for an unknown site or a malformed event name', () => {
    expect(toHit({ event: 'page_view', site: 'xx-xx' })).toBeNull();
    expect(toHit({ event: 'Page View', site: 'es-es' })).toBeNull();
  });
});
