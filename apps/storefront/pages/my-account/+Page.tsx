import { usePageContext } from 'vike-react/usePageContext';
import { MyAccountHome } from '../../src/components/account/MyAccountHome.js';
import '../../src/components/account/account.css';

/** /{lang}/my-account: only signed-in shoppers get here (the data hook sends guests away). */
export default function Page() {
  const { shell } = usePageContext();
  if (!shell) return null;
  return (
    <MyAccountHome at={{ site: shell.site, vertical: shell.vertical }} labels={shell.labels} />
  );
}
