import { lazy, Suspense, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CheckoutFrame } from './CheckoutFrame.js';
import { CheckoutSummary } from './CheckoutSummary.js';
import { checkoutText } from './checkout-labels.js';
import { StepLoadingView } from './StepLoading.js';
import { checkoutStepOf } from '../../../shell/routing/layout-for.js';
import type { CheckoutPageData } from '../checkout-types.js';

// The steps, react-router, the checkout machine and the OCC client come after hydration, in
// one lazy chunk: the first load stays within the budget (ADR 0019).
const CheckoutApp = lazy(() => import('./CheckoutApp.js'));

/**
 * `/{lang}/checkout/{register|shipping|billing|payment|confirmation}/`
 * (docs/product/checkout.md §1.1): one page for every step. The HTML is the same for everyone (the
 * frame and a skeleton); the bag, the shopper and the order are read in the browser.
 */
export function CheckoutPage() {
  const { site, shipFromStoreTitle } = useData<CheckoutPageData>();
  const { shell, routeParams } = usePageContext();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!shell) return null;
  const step = checkoutStepOf(routeParams['route']);
  const waiting = (
    <CheckoutFrame
      shell={shell}
      step={step}
      barSteps={['shipping', 'payment']}
      reachable={[]}
      summary={<CheckoutSummary cart={null} labels={shell.labels} locale={shell.locale} />}
    >
      <StepLoadingView label={checkoutText(shell.labels, 'loading')} />
    </CheckoutFrame>
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <CheckoutApp shell={shell} site={site} shipFromStoreTitle={shipFromStoreTitle} />
    </Suspense>
  );
}
