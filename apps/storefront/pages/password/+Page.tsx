import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { PasswordChangeForm } from '../../src/features/account/components/PasswordChangeForm.js';
import { PasswordRequestForm } from '../../src/features/account/components/PasswordRequestForm.js';
import '../../src/features/account/components/account.css';
import type { Data } from './+data.js';

/** /{lang}/login/pw/request/external and /{lang}/login/pw/change (spec 3, section 2). */
export default function Page() {
  const data = useData<Data>();
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
