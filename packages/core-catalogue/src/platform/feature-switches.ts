import type { SiteCode } from '../sites/site-codes.js';
import type { PlatformContext } from './platform-context.js';

export const ANALYTICS_CONSENT_GROUP = 'C0002';

export interface Consent {
  chat: boolean;
  personalisation: boolean;
  /** Consent groups the consent manager reports as accepted. */
  groups: readonly string[];
}

export interface SiteSwitches {
  chatEnabledWeb: boolean;
  chatEnabledApp: boolean;
  retailRecommendation: boolean;
  dynamicPersonalisation: boolean;
}

export interface FeatureSwitches {
  /** Chat allowed by consent and the site flag of the current platform (app or web). */
  chat: boolean;
  retailRecommendation: boolean;
  dynamicPersonalisation: boolean;
  analytics: boolean;
}

/** Kiosk and corporate modes force chat consent off. */
export function effectiveConsent(consent: Consent, ctx: PlatformContext): Consent {
  return ctx.kiosk || ctx.corporate ? { ...consent, chat: false } : consent;
}

export function featureSwitches(
  consent: Consent,
  ctx: PlatformContext,
  site: SiteSwitches,
): FeatureSwitches {
  const effective = effectiveConsent(consent, ctx);
  const chatFlag = ctx.platform === 'APP' ? site.chatEnabledApp : site.chatEnabledWeb;
  return {
    chat: effective.chat && chatFlag,
    retailRecommendation: site.retailRecommendation && effective.personalisation,
    dynamicPersonalisation: site.dynamicPersonalisation && effective.personalisation,
    analytics: effective.groups.includes(ANALYTICS_CONSENT_GROUP),
  };
}

/**
 * The web chat widget: hidden in app, kiosk and corporate modes (the app brings its own
 * chat), otherwise shown with chat consent and the site's web chat flag.
 */
export function isChatWidgetActive(
  consent: Consent,
  ctx: PlatformContext,
  webChatFlag: boolean,
): boolean {
  if (ctx.platform === 'APP' || ctx.kiosk || ctx.corporate) return false;
  return consent.chat && webChatFlag;
}

export const CHAT_POLL_INTERVAL_MS = 1000;
export const CHAT_POLL_TRIES = 3;

/** The accessibility-statement widget is a Puerto Rico requirement. */
export function showsAccessibilityWidget(site: SiteCode): boolean {
  return site === 'pr-en' || site === 'pr-es';
}
