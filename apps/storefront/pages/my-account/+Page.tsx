import { lazy, Suspense, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AccountLoading } from '../../src/features/my-account/components/AccountLoading.js';
import '../../src/features/my-account/components/my-account.css';
import type { Data } from './+data.js';

// The sections, react-router and the OCC client come after hydration, in a lazy chunk: the
// first load stays within the budget (ADR 0020).
const MyAccountApp = lazy(() => import('../../src/features/my-account/components/MyAccountApp.js'));

/**
 * `/{lang}/my-account/{section}/...` (spec 3, section 2): one page for every section. The HTML
 * is the same for everyone (a heading and a loading line); the shopper is read in the browser.
 */
export default function Page() {
  const { fields } = useData<Data>();
  const { shell } = usePageContext();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!shell) return null;
  const waiting = <AccountLoading labels={shell.labels} />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <MyAccountApp shell={shell} fields={fields} />
    </Suspense>
  );
}
