import { CookieNotice as ConsentBanner } from '@atelier/ui';
import {
  ACCEPT_ALL_CHOICE,
  CONSENT_CHANGED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  consentCookieValue,
  CONSENT_ROUTE,
  consentsOf,
  REJECT_ALL_CHOICE,
} from '../consent.js';
import { readCookie, writeCookie } from '../browser/cookies.js';
import { fillLabel } from '../browser/labels.js';
import { COOKIE_POLICY } from '../policy-slugs.js';
import type { ShellView } from '../view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';

/** The decision so far; none on the server, which draws the notice only for a visitor without one. */
const storedDecision = () => (typeof document === 'undefined' ? null : readCookie(CONSENT_COOKIE));

/**
 * The ui cookie notice over the content's cookie categories; its decision is the consent
 * cookie the chat rule and page-view tracking read. Loaded only when the notice shows.
 */
export default function CookieNoticePanel({
  shell,
  onDecided,
}: {
  shell: ShellView;
  onDecided: () => void;
}) {
  const optional = shell.cookieCategories.filter((c) => !c.required).map((c) => c.id);
  const decide = (accepted: Record<string, boolean>) => {
    writeCookie(CONSENT_COOKIE, consentCookieValue(accepted, optional), CONSENT_COOKIE_DAYS);
    window.dispatchEvent(new Event(CONSENT_CHANGED));
    onDecided();
  };
  const all = (value: boolean) => Object.fromEntries(optional.map((id) => [id, value]));
  const label = (key: string) => fillLabel(shell.labels, key);
  return (
    <ConsentBanner
      categories={shell.cookieCategories}
      initialConsents={consentsOf(storedDecision(), optional)}
      onAcceptAll={() => decide(all(true))}
      onRejectAll={() => decide(all(false))}
      onSave={decide}
      noScriptForm={{
        // Back to the page from the post's Referer (server/consent-form.ts): no path in the
        // HTML, which is shared by everyone of its cache key.
        action: CONSENT_ROUTE,
        acceptAll: ACCEPT_ALL_CHOICE,
        rejectAll: REJECT_ALL_CHOICE,
      }}
      labels={{
        title: label('cookieTitle'),
        text: (
          <>
            {label('cookieText')}{' '}
            <PolicyLink site={shell.site} slug={COOKIE_POLICY} labels={shell.labels}>
              {label('cookiePolicy')}
            </PolicyLink>
          </>
        ),
        acceptAll: label('acceptCookies'),
        rejectAll: label('rejectCookies'),
        settings: label('cookieSettings'),
        settingsTitle: label('cookieSettings'),
        save: label('saveCookieChoices'),
        close: label('close'),
      }}
    />
  );
}
