import { lazy, Suspense } from 'react';

// The dialog (react-aria's Modal) is fetched when it is first shown, out of the sign-in
// page's first-load JS, as ./AccountErrorModal.tsx does.
const MergeWarningModal = lazy(() => import('./MergeWarningModal.js'));

export interface MergeWarningDialogProps {
  firstName: string;
  labels: Readonly<Record<string, string>>;
  onSeeBag: () => void;
  onContinue: () => void;
}

/**
 * docs/product/accounts.md §2.4: after the login's bag merge, a warning with the shopper's first
 * name when the bag no longer holds the products it held before.
 */
export function MergeWarningDialog(props: MergeWarningDialogProps) {
  return (
    <Suspense fallback={null}>
      <MergeWarningModal {...props} />
    </Suspense>
  );
}
