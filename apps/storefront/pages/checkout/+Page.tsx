import { lazy, Suspense, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CheckoutFrame } from '../../src/features/checkout/components/CheckoutFrame.js';
import { CheckoutSummary } from '../../src/features/checkout/components/CheckoutSummary.js';
import { checkoutText } from '../../src/features/checkout/components/checkout-labels.js';
import { StepLoadingView } from '../../src/features/checkout/components/StepLoading.js';
import { checkoutStepOf } from '../../src/shell/routing/layout-for.js';
import type { Data } from './+data.js';

// The steps, react-router, the checkout machine and the OCC client come after hydration, in
// one lazy chunk: the first load stays within the budget (ADR 0019).
const CheckoutApp = lazy(() => import('../../src/features/checkout/components/CheckoutApp.js'));

/**
 * `/{lang}/checkout/{register|shipping|billing|payment|confirmation}/` (spec 2, section 2): one
 * page for every step. The HTML is the same for everyone (the frame and a skeleton); the bag,
 * the shopper and the order are read in the browser.
 */
export default function Page() {
  const { site, shipFromStoreTitle } = useData<Data>();
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
