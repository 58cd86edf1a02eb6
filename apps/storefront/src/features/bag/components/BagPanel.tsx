import { lazy, Suspense, useEffect } from 'react';
import {
  closeBag,
  dismissBagMessage,
  loadBag,
  openBag,
  useBag,
  useBagSession,
} from '../browser/bag-store.js';
import type { ShellView } from '../../../shell/view-types.js';

// The drawer comes with the bag session, after hydration: not in the first-load JS.
const BagDrawerPanel = lazy(() =>
  import('./BagDrawerPanel.js').then((module) => ({ default: module.BagDrawerPanel })),
);

/**
 * The layout's bag surface (docs/product/shell.md §1.1, docs/product/bag.md): the bag drawer,
 * opened by the header's bag button and after every add, on every viewport. A drawer rather than a
 * toast on mobile: it confirms the line with its price and quantity controls, and it is a modal
 * dialog, so focus and the screen reader land on it (a toast would be missed).
 */
export function BagPanel({ shell }: { shell: ShellView }) {
  const bag = useBag();
  const session = useBagSession();
  useEffect(() => {
    void loadBag(shell.site);
  }, [shell.site]);
  if (!session && !bag.drawerOpen && bag.error === null) return null;
  return (
    <Suspense fallback={null}>
      <BagDrawerPanel
        shell={shell}
        session={session}
        isOpen={bag.drawerOpen}
        onOpenChange={(open) => (open ? openBag() : closeBag())}
        failure={bag.errorsOnPage ? null : bag.error}
        onDismissFailure={dismissBagMessage}
      />
    </Suspense>
  );
}
