import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { fillLabel } from '../../src/shell/browser/labels.js';
import { AccountEntry } from '../../src/features/account/components/AccountEntry.js';
import type { Data } from './+data.js';

/** /{lang}/register and /{lang}/register-loyalty: the login beside the registration. */
export default function Page() {
  const data = useData<Data>();
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
