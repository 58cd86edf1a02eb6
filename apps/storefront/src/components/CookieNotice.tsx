import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_COOKIE } from '../client/consent.js';
import { readCookie } from '../client/cookies.js';
import type { ShellView } from '../data/view-types.js';

// Its react-aria switches and settings dialog are not needed at first paint.
const CookieNoticePanel = lazy(() => import('./CookieNoticePanel.js'));

/**
 * The cookie notice (functional cookies mandatory, the rest optional): shown until the shopper
 * decides; never in the app, kiosk or corporate modes.
 */
export function CookieNotice({ shell, hidden }: { shell: ShellView; hidden: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!hidden && readCookie(CONSENT_COOKIE) === null) setOpen(true);
  }, [hidden]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticePanel shell={shell} onDecided={() => setOpen(false)} />
    </Suspense>
  );
}
