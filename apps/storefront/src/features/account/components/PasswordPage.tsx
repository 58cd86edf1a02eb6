import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { PasswordChangeForm } from './PasswordChangeForm.js';
import { PasswordRequestForm } from './PasswordRequestForm.js';
import './account.css';
import type { AccountPageData } from '../account-view.js';

/** /{lang}/login/pw/request/external and /{lang}/login/pw/change (docs/product/accounts.md §6). */
export function PasswordPage() {
  const data = useData<AccountPageData>();
  const { shell } = usePageContext();
  if (!shell) return null;
  const at = { site: shell.site, vertical: shell.vertical };
  return (
    <div className="sf-container">
      {data.route === 'passwordChange' ? (
        <PasswordChangeForm at={at} labels={shell.labels} />
      ) : (
        <PasswordRequestForm at={at} labels={shell.labels} />
      )}
    </div>
  );
}
