import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { dismissMergeWarning, useBag } from '../../bag/index.js';
import type { SessionSite } from '../../../shell/browser/session/session-store.js';
import type { RegistrationFields } from '../account-view.js';
import { LoginForm } from './LoginForm.js';
import { MergeWarningDialog } from './MergeWarningDialog.js';
import { RegisterForm } from './RegisterForm.js';
import './account.css';

/**
 * The login and registration page (docs/product/accounts.md §4.1; guests sent from my-account land
 * here). Once signed in, the bag has merged (session-events): when the merge changed its products
 * the warning shows first, then the shopper goes on to the account.
 */
export function AccountEntry({
  at,
  labels,
  fields,
  loyaltyFirst,
}: {
  at: SessionSite;
  labels: Readonly<Record<string, string>>;
  fields: RegistrationFields;
  loyaltyFirst: boolean;
}) {
  const bag = useBag();
  const [signedIn, setSignedIn] = useState(false);
  const warning = signedIn ? bag.mergeWarning : null;
  useEffect(() => {
    if (signedIn && bag.mergeWarning === null) void navigate(`/${at.site}/my-account/`);
  }, [signedIn, bag.mergeWarning, at.site]);
  const leaveTo = (href: string) => {
    setSignedIn(false);
    dismissMergeWarning();
    void navigate(href);
  };
  const done = () => setSignedIn(true);
  return (
    <div className="sf-container sf-account-entry">
      <LoginForm at={at} labels={labels} onSignedIn={done} />
      <RegisterForm
        at={at}
        labels={labels}
        fields={fields}
        loyaltyFirst={loyaltyFirst}
        onSignedIn={done}
      />
      {warning !== null && (
        <MergeWarningDialog
          firstName={warning}
          labels={labels}
          onSeeBag={() => leaveTo(`/${at.site}/cart/`)}
          onContinue={() => leaveTo(`/${at.site}/my-account/`)}
        />
      )}
    </div>
  );
}
