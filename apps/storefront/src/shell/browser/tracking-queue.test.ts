// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageViewEvent } from './analytics/analytics-events.js';
import {
  analyticsAllowed,
  forgetSignedInUser,
  queueTracking,
  trackSignIn,
} from './tracking-queue.js';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** What left the page: beacons (as their JSON) and image requests. */
function recordNetwork() {
  const beacons: unknown[] = [];
  const images: string[] = [];
  const fetches: unknown[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: JSON.parse(text) as unknown }));
      return true;
    },
  });
  vi.stubGlobal('fetch', (...args: unknown[]) => {
    fetches.push(args);
    return Promise.resolve(new Response('{}'));
  });
  const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(value: string) {
      images.push(value);
    },
    get() {
      return '';
    },
  });
  return {
    beacons,
    images,
    fetches,
    restore: () => {
      if (original) Object.defineProperty(HTMLImageElement.prototype, 'src', original);
    },
  };
}

let network: ReturnType<typeof recordNetwork>;
beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  forgetSignedInUser();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  network = recordNetwork();
});
afterEach(() => {
  network.restore();
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the tracking queue: one consent gate for the dataLayer, the collector and the pixel', () => {
  it('sends nothing and loads nothing without analytics consent', async () => {
    for (const cookie of [null, 'functional', 'functional,chat']) {
      clearCookies();
      if (cookie) document.cookie = `atelier_consent=${cookie}; Path=/`;
      expect(analyticsAllowed()).toBe(false);
      trackSignIn('es-es', 'login', { email: 'shopper@example.com', birthDate: '1990-04-12' });
      await queueTracking(pageViewEvent('es-es', '/es-es/'));
    }
    await settle();
    expect(layer()).toEqual([]);
    expect(network.beacons).toEqual([]);
    expect(network.images).toEqual([]);
    expect(network.fetches).toEqual([]);
  });

  it('with analytics consent sends the event with its store id, and the pixel on page views', async () => {
    document.cookie = 'atelier_consent=functional,analytics; Path=/';
    await queueTracking(pageViewEvent('es-es', '/es-es/anillos/'));
    await settle();
    expect(layer()).toEqual([{ event: 'page_view', site: 'es-es', page_path: '/es-es/anillos/' }]);
    expect(network.beacons).toEqual([
      {
        url: '/api/collect',
        body: { event: 'page_view', site: 'es-es', storeId: 'ATELIERES', page: '/es-es/anillos/' },
      },
    ]);
    expect(network.images).toEqual([
      '/api/collect/pixel?site=es-es&storeId=ATELIERES&event=page_view',
    ]);
  });

  it("takes the consent manager's analytics group C0002 as consent too", async () => {
    document.cookie = `OptanonConsent=${encodeURIComponent('groups=C0001:1,C0002:1')}; Path=/`;
    expect(analyticsAllowed()).toBe(true);
    document.cookie = `OptanonConsent=${encodeURIComponent('groups=C0001:1,C0002:0')}; Path=/`;
    expect(analyticsAllowed()).toBe(false);
  });

  it('a login event carries the SHA-256 of the address, the birth year and the registration day', async () => {
    document.cookie = 'atelier_consent=all; Path=/';
    document.cookie = 'atelier_signed_in=1; Path=/';
    trackSignIn('es-es', 'login', {
      email: ' Shopper@Example.com ',
      birthDate: '1990-04-12',
      registerDate: '2025-03-01T09:00:00.000Z',
    });
    await settle();
    await queueTracking(pageViewEvent('es-es', '/es-es/'));
    await settle();
    const expected = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('shopper@example.com'),
    );
    const hex = [...new Uint8Array(expected)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const user = {
      emailSha256: hex,
      birthYear: 1990,
      registrationDate: '20250301',
      visitorType: 'logged',
    };
    expect(network.beacons).toEqual([
      { url: '/api/collect', body: { event: 'login', site: 'es-es', storeId: 'ATELIERES', user } },
      {
        url: '/api/collect',
        body: { event: 'page_view', site: 'es-es', storeId: 'ATELIERES', page: '/es-es/', user },
      },
    ]);
    expect(JSON.stringify(network.beacons)).not.toContain('@');
    // Signed out: the next events are anonymous.
    forgetSignedInUser();
    document.cookie = 'atelier_signed_in=; Path=/; Max-Age=0';
    await queueTracking(pageViewEvent('es-es', '/es-es/'));
    await settle();
    expect(network.beacons.at(-1)).toEqual({
      url: '/api/collect',
      body: { event: 'page_view', site: 'es-es', storeId: 'ATELIERES', page: '/es-es/' },
    });
  });
});
