import { lazy, Suspense, useEffect, useState } from 'react';
import { showsDownloadAppModal, showsNewsletterPopup } from '@atelier/core-catalogue';
import { readCookie, writeCookie } from '../browser/cookies.js';
import { isSubscribed } from '../browser/newsletter.js';
import type { ShellView } from '../view-types.js';

export const NEWSLETTER_POPUP_COOKIE = 'atelier_newsletter_popup';
export const DOWNLOAD_APP_COOKIE = 'atelier_download_app';
const CLOSED_DAYS = 30;
const DOWNLOAD_APP_DELAY_MS = 3000;

type Open = 'newsletter' | 'downloadApp' | null;

// Dialog code is fetched when a dialog opens, never at first paint.
const NewsletterDialog = lazy(() => import('./NewsletterDialog.js'));
const DownloadAppDialog = lazy(() => import('./DownloadAppDialog.js'));

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
        subscribed: isSubscribed(),
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
      newsletter ? shell.newsletterPopup.delaySeconds * 1000 : DOWNLOAD_APP_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [shell]);
  const close = (which: Exclude<Open, null>) => {
    writeCookie(
      which === 'newsletter' ? NEWSLETTER_POPUP_COOKIE : DOWNLOAD_APP_COOKIE,
      'closed',
      CLOSED_DAYS,
    );
    setOpen(null);
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'newsletter' ? (
        <NewsletterDialog shell={shell} onClose={() => close('newsletter')} />
      ) : (
        <DownloadAppDialog shell={shell} onClose={() => close('downloadApp')} />
      )}
    </Suspense>
  );
}
