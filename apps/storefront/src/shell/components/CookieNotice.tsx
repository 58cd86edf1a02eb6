import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_COOKIE, OPEN_COOKIE_SETTINGS } from '../consent.js';
import { readCookie } from '../browser/cookies.js';
import type { ShellView } from '../view-types.js';

// Its react-aria switches and settings dialog are not needed at first paint.
const CookieNoticePanel = lazy(() => import('./CookieNoticePanel.js'));

/**
 * The cookie notice (functional cookies mandatory, the rest optional): shown until the shopper
 * decides; never in the app, kiosk or corporate modes.
 */
export function CookieNotice({ shell, hidden }: { shell: ShellView; hidden: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hidden) return;
    if (readCookie(CONSENT_COOKIE) === null) setOpen(true);
    // The footer's cookie settings open it again, with the choices made so far.
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
  }, [hidden]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticePanel shell={shell} onDecided={() => setOpen(false)} />
    </Suspense>
  );
}
