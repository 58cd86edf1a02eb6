import { Accessibility, Mail, MessageCircle, Radio, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { isChatWidgetActive, showsAccessibilityWidget } from '@atelier/core-catalogue';
import { CONSENT_CHANGED, CONSENT_COOKIE, CONSENT_MANAGER_COOKIE, hasConsent } from '../consent.js';
import { readCookie } from '../browser/cookies.js';
import { fillLabel } from '../browser/labels.js';
import { showsLiveShopping } from '../browser/live-shopping.js';
import type { ShellView } from '../view-types.js';
// Widgets.css is part of the frame stylesheet (src/shell/components/frame.css), not imported here.

function chatAllowed(shell: ShellView): boolean {
  const cookie = readCookie(CONSENT_COOKIE);
  const manager = readCookie(CONSENT_MANAGER_COOKIE);
  return isChatWidgetActive(
    {
      chat: hasConsent('chat', cookie, manager),
      personalisation: hasConsent('personalisation', cookie, manager),
      groups: [],
    },
    { platform: shell.platform, kiosk: shell.kiosk, corporate: shell.corporate },
    shell.chatEnabledWeb,
  );
}

/**
 * Placeholders of the third-party widgets that obey their rules: chat never in the app, kiosk or
 * corporate modes and only with chat consent and the site's flag; the accessibility statement
 * only on the Puerto Rico sites; messaging with the site's switch, outside the quiet modes; the live-shopping entry on landing, product and category pages
 * while live shopping is active. The vendors' scripts are not loaded (docs/product/shell.md §4.8
 * leaves them out).
 */
export function Widgets({ shell, route }: { shell: ShellView; route: string | undefined }) {
  const [chat, setChat] = useState(false);
  useEffect(() => {
    const update = () => setChat(chatAllowed(shell));
    update();
    window.addEventListener(CONSENT_CHANGED, update);
    return () => window.removeEventListener(CONSENT_CHANGED, update);
  }, [shell]);
  const quiet = shell.platform === 'APP' || shell.kiosk || shell.corporate;
  const live = showsLiveShopping(route, shell.liveShopping, quiet);
  const accessibility = showsAccessibilityWidget(shell.site);
  const messaging = shell.messagingEnabled && !quiet;
  if (!chat && !accessibility && !live && !messaging) return null;
  const label = (key: string) => fillLabel(shell.labels, key);
  const widget = (href: string, testId: string, Icon: LucideIcon, text: string): ReactNode => (
    <a className="sf-widget" href={href} data-testid={testId}>
      <Icon size={18} aria-hidden="true" />
      {/* On phones only the icon shows, so the widgets do not cover the page's content;
          the text stays the link's accessible name. */}
      <span className="sf-widget-text">{text}</span>
    </a>
  );
  return (
    <div className="sf-widgets">
      {live &&
        widget(`/${shell.site}/liveshopping/`, 'live-shopping', Radio, label('liveShopping'))}
      {chat && widget(`/${shell.site}/help/contact/`, 'chat-widget', MessageCircle, label('chat'))}
      {messaging &&
        widget(`/${shell.site}/help/contact/`, 'messaging-widget', Mail, label('contactUs'))}
      {accessibility &&
        widget(
          `/${shell.site}/policies/`,
          'accessibility-widget',
          Accessibility,
          label('accessibilityStatement'),
        )}
    </div>
  );
}
