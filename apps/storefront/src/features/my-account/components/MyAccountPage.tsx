import { lazy, Suspense, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AccountLoading } from './AccountLoading.js';
import './my-account.css';
import type { MyAccountData } from '../my-account-view.js';

// The sections, react-router and the OCC client come after hydration, in a lazy chunk: the
// first load stays within the budget (ADR 0020).
const MyAccountApp = lazy(() => import('./MyAccountApp.js'));

/**
 * `/{lang}/my-account/{section}/...` (docs/product/accounts.md §4.1): one page for every section.
 * The HTML is the same for everyone (a heading and a loading line); the shopper is read in the
 * browser.
 */
export function MyAccountPage() {
  const { fields } = useData<MyAccountData>();
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
