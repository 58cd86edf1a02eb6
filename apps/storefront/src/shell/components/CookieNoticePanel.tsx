import { CookieNotice as ConsentBanner } from '@atelier/ui';
import { CONSENT_CHANGED, CONSENT_COOKIE, consentCookieValue, consentsOf } from '../consent.js';
import { readCookie, writeCookie } from '../browser/cookies.js';
import { fillLabel } from '../browser/labels.js';
import { COOKIE_POLICY } from '../policy-slugs.js';
import type { ShellView } from '../view-types.js';
import { PolicyLink } from './policy/PolicyLink.js';

const CONSENT_DAYS = 180;

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
    writeCookie(CONSENT_COOKIE, consentCookieValue(accepted, optional), CONSENT_DAYS);
    window.dispatchEvent(new Event(CONSENT_CHANGED));
    onDecided();
  };
  const all = (value: boolean) => Object.fromEntries(optional.map((id) => [id, value]));
  const label = (key: string) => fillLabel(shell.labels, key);
  return (
    <ConsentBanner
      categories={shell.cookieCategories}
      initialConsents={consentsOf(readCookie(CONSENT_COOKIE), optional)}
      onAcceptAll={() => decide(all(true))}
      onRejectAll={() => decide(all(false))}
      onSave={decide}
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
