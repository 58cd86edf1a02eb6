import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '../sites/site-codes.js';
import {
  featureSwitches,
  isChatWidgetActive,
  showsAccessibilityWidget,
  type Consent,
} from './feature-switches.js';
import {
  countrySelectorModal,
  crossBorderCountry,
  isTopBarHidden,
  showsDownloadAppModal,
  showsNewsletterPopup,
  type NewsletterPopupInput,
} from './modal-rules.js';
import {
  platformFromHeaders,
  platformHeaderNames,
  type PlatformContext,
} from './platform-context.js';

describe('platformFromHeaders', () => {
  it('is APP when the channel header exists and is not WEB', () => {
    expect(platformFromHeaders({}).platform).toBe('WEB');
    expect(platformFromHeaders({ 'X-ATELIER-CHANNEL': 'WEB' }).platform).toBe('WEB');
    expect(platformFromHeaders({ 'x-atelier-channel': 'web' }).platform).toBe('WEB');
    expect(platformFromHeaders({ 'x-atelier-channel': 'APP' }).platform).toBe('APP');
    expect(platformFromHeaders({ 'x-atelier-channel': ['IOS'] }).platform).toBe('APP');
    expect(platformFromHeaders({ 'x-atelier-channel': '' }).platform).toBe('APP');
  });

  it('turns kiosk mode on only with both kiosk headers', () => {
    expect(platformFromHeaders({ 'x-atelier-kiosk-store': '12' }).kiosk).toBe(false);
    expect(
      platformFromHeaders({ 'x-atelier-kiosk-store': '12', 'x-atelier-kiosk-instance': 'a' }).kiosk,
    ).toBe(true);
  });

  it('detects the corporate site type and honours the brand key', () => {
    expect(platformFromHeaders({ 'x-atelier-site-type': 'CORPORATE' }).corporate).toBe(true);
    expect(platformFromHeaders({ 'x-atelier-site-type': 'retail' }).corporate).toBe(false);
    expect(
      platformFromHeaders({ 'x-tous-channel': 'APP' }, platformHeaderNames('TOUS')).platform,
    ).toBe('APP');
  });
});

describe('feature switches', () => {
  const web: PlatformContext = { platform: 'WEB', kiosk: false, corporate: false };
  const all: Consent = { chat: true, personalisation: true, groups: ['C0001', 'C0002'] };
  const site = {
    chatEnabledWeb: true,
    chatEnabledApp: false,
    retailRecommendation: true,
    dynamicPersonalisation: true,
  };

  it('turns features on from consent and site flags', () => {
    expect(featureSwitches(all, web, site)).toEqual({
      chat: true,
      retailRecommendation: true,
      dynamicPersonalisation: true,
      analytics: true,
    });
    const none: Consent = { chat: false, personalisation: false, groups: [] };
    expect(featureSwitches(none, web, site)).toEqual({
      chat: false,
      retailRecommendation: false,
      dynamicPersonalisation: false,
      analytics: false,
    });
  });

  it('uses the app chat flag in the app, and forces chat off in kiosk and corporate', () => {
    expect(featureSwitches(all, { ...web, platform: 'APP' }, site).chat).toBe(false);
    expect(
      featureSwitches(all, { ...web, platform: 'APP' }, { ...site, chatEnabledApp: true }).chat,
    ).toBe(true);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('WEB', 'APP' as const),
        (kiosk, corporate, platform) => {
          fc.pre(kiosk || corporate);
          expect(isChatWidgetActive(all, { platform, kiosk, corporate }, true)).toBe(false);
          expect(
            featureSwitches(all, { platform, kiosk, corporate }, { ...site, chatEnabledApp: true })
              .chat,
          ).toBe(false);
        },
      ),
    );
  });

  it('shows the web chat widget only on the web, with consent and the flag', () => {
    expect(isChatWidgetActive(all, web, true)).toBe(true);
    expect(isChatWidgetActive(all, web, false)).toBe(false);
    expect(isChatWidgetActive({ ...all, chat: false }, web, true)).toBe(false);
    expect(isChatWidgetActive(all, { ...web, platform: 'APP' }, true)).toBe(false);
  });

  it('shows the accessibility widget only on the Puerto Rico sites', () => {
    expect(SITE_CODES.filter(showsAccessibilityWidget)).toEqual(['pr-en', 'pr-es']);
  });
});

describe('modal rules', () => {
  const eligible: NewsletterPopupInput = {
    platform: 'WEB',
    subscribed: false,
    hasNewsletterPopup: true,
    footerHasNewsletter: true,
  };

  it('shows the newsletter popup only when every condition holds', () => {
    expect(showsNewsletterPopup(eligible)).toBe(true);
    expect(showsNewsletterPopup({ ...eligible, platform: 'APP' })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, subscribed: true })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, hasNewsletterPopup: false })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, footerHasNewsletter: false })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, utmSource: 'newsletter' })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, utmMedium: 'email' })).toBe(false);
    expect(showsNewsletterPopup({ ...eligible, utmSource: 'google', utmMedium: 'cpc' })).toBe(true);
  });

  it('shows the download-app modal only when no newsletter popup shows', () => {
    expect(showsDownloadAppModal(true, false)).toBe(true);
    expect(showsDownloadAppModal(true, true)).toBe(false);
    expect(showsDownloadAppModal(false, false)).toBe(false);
  });

  it('shows the country selector when the remembered site differs, blocking with several countries', () => {
    expect(countrySelectorModal(null, 'es-es', true)).toEqual({ show: false, blocking: false });
    expect(countrySelectorModal('es-es', 'es-es', true)).toEqual({ show: false, blocking: false });
    expect(countrySelectorModal('fr-fr', 'es-es', false)).toEqual({ show: true, blocking: false });
    expect(countrySelectorModal('fr-fr', 'es-es', true)).toEqual({ show: true, blocking: true });
  });

  it('selects a cross-border country from GLCountry with an ic language', () => {
    expect(crossBorderCountry({ GLCountry: 'ch', language: 'ic-en' })).toBe('CH');
    expect(crossBorderCountry({ GLCountry: 'ch', language: 'es-es' })).toBeNull();
    expect(crossBorderCountry({ language: 'ic-en' })).toBeNull();
  });
});

describe('top bar', () => {
  it('is hidden only when both the session and the persisted flag are set', () => {
    expect(isTopBarHidden(true, true)).toBe(true);
    expect(isTopBarHidden(true, false)).toBe(false);
    expect(isTopBarHidden(false, true)).toBe(false);
  });
});
