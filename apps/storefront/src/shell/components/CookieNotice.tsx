import { Suspense, useEffect, useState } from 'react';
import { CONSENT_COOKIE, OPEN_COOKIE_SETTINGS } from '../consent.js';
import { readCookie } from '../browser/cookies.js';
import type { ShellView } from '../view-types.js';
import { later } from './later.js';

// Its react-aria switches and settings dialog are not needed at first paint: the server draws
// the notice, the browser takes its code from a chunk of its own and hydrates it afterwards
// (later.ts); a press before that posts the notice's form (server/consent-form.ts, ADR 0061).
const CookieNoticePanel = later(
  import.meta.env.SSR ? (await import('./CookieNoticePanel.js')).default : null,
  () => import('./CookieNoticePanel.js').then((module) => module.default),
);

/**
 * The cookie notice (functional cookies mandatory, the rest optional): shown until the shopper
 * decides; never in the app, kiosk or corporate modes. The server draws it open when the
 * request had no decision (shell.cookieNoticeAsked); the browser's cookie has the last word.
 */
export function CookieNotice({ shell, hidden }: { shell: ShellView; hidden: boolean }) {
  const [open, setOpen] = useState(!hidden && shell.cookieNoticeAsked === true);
  useEffect(() => {
    if (hidden) return;
    // A copy of the page drawn before the shopper decided (the back button) closes here.
    setOpen(readCookie(CONSENT_COOKIE) === null);
    // The footer's cookie settings open it again, with the choices made so far.
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
  }, [hidden]);
  if (!open) return null;
  // On screen at once although drawn after the footer: its rules are written inline with the
  // first screen's (server/critical-css.ts, FIRST_SCREEN_OVERLAY).
  return (
    <div data-sf-first-screen="">
      <Suspense fallback={null}>
        <CookieNoticePanel shell={shell} onDecided={() => setOpen(false)} />
      </Suspense>
    </div>
  );
}
