import { useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../client/cookies.js';

export const CONSENT_COOKIE = 'atelier_consent';

/** Shown until the shopper decides; never in the app, kiosk or corporate modes. */
export function CookieNotice({
  labels,
  hidden,
}: {
  labels: Record<string, string>;
  hidden: boolean;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!hidden && readCookie(CONSENT_COOKIE) === null) setOpen(true);
  }, [hidden]);
  if (!open) return null;
  const decide = (value: string) => {
    writeCookie(CONSENT_COOKIE, value, 180);
    setOpen(false);
  };
  return (
    <div className="sf-cookie" role="region" aria-label="Cookies">
      <div className="sf-container">
        <p>🍪 {labels['cookieText'] ?? 'We use cookies to improve your experience.'}</p>
        <div style={{ display: 'flex', gap: 8 }}>
          <button
            className="sf-button secondary"
            type="button"
            onClick={() => decide('functional')}
          >
            {labels['rejectCookies'] ?? 'Only necessary'}
          </button>
          <button
            className="sf-button"
            type="button"
            data-testid="accept-cookies"
            onClick={() => decide('all')}
          >
            {labels['acceptCookies'] ?? 'Accept'}
          </button>
        </div>
      </div>
    </div>
  );
}
