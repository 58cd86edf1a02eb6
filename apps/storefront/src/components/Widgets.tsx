import { useEffect, useState } from 'react';
import {
  isChatWidgetActive,
  showsAccessibilityWidget,
  type SiteCode,
} from '@atelier/core-catalogue';
import { readCookie } from '../client/cookies.js';
import type { ShellView } from '../data/view-types.js';

/**
 * Placeholders of the third-party widgets (chat, accessibility statement) that obey their
 * rules: chat never in the app, kiosk or corporate modes, and only with chat consent and
 * the site's flag; the accessibility widget only on the Puerto Rico sites. The vendors'
 * scripts are not loaded here (spec 1 leaves them unspecified).
 */
export function Widgets({ shell }: { shell: ShellView }) {
  const [chat, setChat] = useState(false);
  useEffect(() => {
    const consent = readCookie('atelier_consent');
    setChat(
      isChatWidgetActive(
        { chat: consent === 'all', personalisation: consent === 'all', groups: [] },
        { platform: shell.platform, kiosk: shell.kiosk, corporate: shell.corporate },
        shell.chatEnabledWeb,
      ),
    );
  }, [shell]);
  const accessibility = showsAccessibilityWidget(shell.site as SiteCode);
  if (!chat && !accessibility) return null;
  return (
    <div
      style={{
        position: 'fixed',
        insetInlineStart: 16,
        insetBlockEnd: 16,
        display: 'flex',
        gap: 8,
        zIndex: 30,
      }}
    >
      {chat && (
        <a
          className="sf-button secondary sf-floating"
          href={`/${shell.site}/help/contact`}
          data-testid="chat-widget"
        >
          {shell.labels['contactUs'] ?? 'Chat'}
        </a>
      )}
      {accessibility && (
        <a
          className="sf-button secondary sf-floating"
          href={`/${shell.site}/policies`}
          data-testid="accessibility-widget"
        >
          ♿
        </a>
      )}
    </div>
  );
}
