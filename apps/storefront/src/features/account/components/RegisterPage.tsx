import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { fillLabel } from '../../../shell/browser/labels.js';
import { AccountEntry } from './AccountEntry.js';
import type { EntryPageData } from '../account-view.js';

/** /{lang}/register and /{lang}/register-loyalty: the login beside the registration. */
export function RegisterPage() {
  const data = useData<EntryPageData>();
  const { shell } = usePageContext();
  if (!shell) return null;
  return (
    <>
      {/* The page is the account's door: its two panels carry the visible headings. */}
      <h1 className="atelier-visually-hidden">{fillLabel(shell.labels, 'account')}</h1>
      <AccountEntry
        at={{ site: shell.site, vertical: shell.vertical }}
        labels={shell.labels}
        fields={data.fields}
        loyaltyFirst={data.route === 'registerLoyalty'}
      />
    </>
  );
}
