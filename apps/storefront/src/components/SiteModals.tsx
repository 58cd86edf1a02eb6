import { useEffect, useState } from 'react';
import { showsDownloadAppModal, showsNewsletterPopup } from '@atelier/core-catalogue';
import { readCookie, writeCookie } from '../client/cookies.js';
import type { ShellView } from '../data/view-types.js';

export const NEWSLETTER_POPUP_COOKIE = 'atelier_newsletter_popup';
export const DOWNLOAD_APP_COOKIE = 'atelier_download_app';
const SUBSCRIBED_COOKIE = 'atelier_newsletter';

type Open = 'newsletter' | 'downloadApp' | null;

/**
 * The newsletter popup (after the site's delay, never in the app, to subscribers or to
 * visitors from a newsletter) and, only when it does not show, the download-app modal.
 * Closing either is remembered for 30 days.
 */
export function SiteModals({ shell }: { shell: ShellView }) {
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const newsletter =
      readCookie(NEWSLETTER_POPUP_COOKIE) === null &&
      showsNewsletterPopup({
        platform: shell.platform,
        subscribed: readCookie(SUBSCRIBED_COOKIE) === 'subscribed',
        hasNewsletterPopup: shell.newsletterPopup.enabled,
        footerHasNewsletter: shell.newsletter !== null,
        utmSource: params.get('utm_source'),
        utmMedium: params.get('utm_medium'),
      });
    const downloadApp =
      readCookie(DOWNLOAD_APP_COOKIE) === null &&
      shell.platform === 'WEB' &&
      showsDownloadAppModal(shell.downloadAppImages.length > 0, newsletter);
    if (!newsletter && !downloadApp) return;
    const timer = setTimeout(
      () => setOpen(newsletter ? 'newsletter' : 'downloadApp'),
      newsletter ? shell.newsletterPopup.delaySeconds * 1000 : 3000,
    );
    return () => clearTimeout(timer);
  }, [shell]);
  if (!open) return null;
  const close = () => {
    writeCookie(
      open === 'newsletter' ? NEWSLETTER_POPUP_COOKIE : DOWNLOAD_APP_COOKIE,
      'closed',
      30,
    );
    setOpen(null);
  };
  const title =
    open === 'newsletter'
      ? shell.newsletter?.title
      : (shell.labels['downloadApp'] ?? 'Get the app');
  return (
    <div
      className="sf-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        className="sf-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="site-modal-title"
        data-testid={`${open}-modal`}
      >
        <h2 id="site-modal-title">{title}</h2>
        {open === 'newsletter' && shell.newsletter ? (
          <form
            className="sf-newsletter"
            onSubmit={(event) => {
              event.preventDefault();
              writeCookie(SUBSCRIBED_COOKIE, 'subscribed', 365);
              close();
            }}
          >
            <label htmlFor="popup-email">{shell.newsletter.text}</label>
            <input id="popup-email" type="email" name="email" autoComplete="email" required />
            <button className="sf-button block" type="submit">
              {shell.newsletter.cta}
            </button>
          </form>
        ) : (
          shell.downloadAppImages[0] && (
            <img src={shell.downloadAppImages[0]} alt="" width={320} height={320} />
          )
        )}
        <button className="sf-button secondary" type="button" onClick={close} autoFocus>
          ×
        </button>
      </div>
    </div>
  );
}
