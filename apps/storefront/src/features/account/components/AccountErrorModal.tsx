import { lazy, Suspense } from 'react';

// The dialog (react-aria's Modal, about 17 kB brotli) is fetched when an error is first
// shown: the login and registration forms keep it out of their pages' first-load JS.
const AccountErrorDialog = lazy(() => import('./AccountErrorDialog.js'));

export interface AccountErrorModalProps {
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}

/**
 * docs/product/accounts.md §9: a login that failed for any reason but a wrong account, and a
 * registration the back-end refused unexpectedly, are told in an error modal (an alertdialog,
 * announced at once). Closing it goes back to the form, with everything typed still there.
 */
export function AccountErrorModal(props: AccountErrorModalProps) {
  return (
    <Suspense fallback={null}>
      <AccountErrorDialog {...props} />
    </Suspense>
  );
}
