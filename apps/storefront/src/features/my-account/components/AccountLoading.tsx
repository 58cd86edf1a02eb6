import { fillLabel } from '../../../shell/browser/labels.js';

/**
 * What the server renders and the browser shows until the shopper is read: the same for
 * everyone (no personal data in the page's HTML).
 */
export function AccountLoading({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <div className="sf-my-account" aria-busy="true">
      <div className="sf-my-account-head">
        <h1 id="account-title" className="sf-h1" data-testid="account-greeting">
          {fillLabel(labels, 'account')}
        </h1>
      </div>
      <p className="sf-my-account-note">{fillLabel(labels, 'myAccountLoading')}</p>
    </div>
  );
}
