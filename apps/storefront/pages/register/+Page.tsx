import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { AccountEntry } from '../../src/components/account/AccountEntry.js';
import type { Data } from './+data.js';

/** /{lang}/register and /{lang}/register-loyalty: the login beside the registration. */
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  if (!shell) return null;
  return (
    <>
      <h1 className="atelier-visually-hidden">{data.seo.title}</h1>
      <AccountEntry
        at={{ site: shell.site, vertical: shell.vertical }}
        labels={shell.labels}
        fields={data.fields}
        loyaltyFirst={data.route === 'registerLoyalty'}
      />
    </>
  );
}
