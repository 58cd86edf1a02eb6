import { describe, expect, it } from 'vitest';
import { holdsOnlyReExports, indexExports } from '../../../tools/public-surface/index-exports.js';
import * as api from './index.js';

const INDEX = new URL('./index.ts', import.meta.url);

// The index exports exactly these names (issue 22, "a smaller public surface"): the contract,
// what other workspaces import today, and the machine with what it takes to run it. A name
// another package or the storefront starts to import is added here, on purpose; anything else
// stays an internal module imported by relative path.
const CONTRACT = [
  'ShippingMethodCode',
  'ProductStatus',
  'productStatusOf',
  'timelineSteps',
  'statusHistory',
];
const USED_ELSEWHERE = [
  // adapters-commerce (src and contract tests)
  'shippingMethodFromCode',
  'onlineOrderSchema',
  'orderCodeOf',
  'OnlineOrder',
  'storePurchaseSchema',
  'StorePurchase',
  'returnOptionSchema',
  'ReturnOption',
  // adapters-commerce's sandbox and the storefront's returns section
  'isReturnableStatus',
  'orderReturnState',
  'returnableLines',
  'returnChoiceProblem',
  'OrderReturnState',
  'ReturnableLine',
  'ReturnChoiceProblem',
  'ReturnLineChoice',
  'returnPortalRedirectParams',
  'sortReturnOptions',
  'isByCodeAndEmail',
  'OrderTrackingQuery',
  'ORDERS_PAGE_SIZE',
  'OrdersPage',
  // the storefront's order tracking
  'orderTimeline',
  'OrderTimelineInput',
  'OrderTimelineStep',
  'StepState',
  'orderStatusDisplay',
  'OrderStatusDisplay',
  'SentLabelKey',
  'paymentFlowOf',
  'PaymentFlow',
  'locateOrderUrl',
  'orderTrackingQuerySchema',
];
const MACHINE = [
  'ordersPagingMachine',
  'ordersPagingActors',
  'FETCH_ORDERS_PAGE_ID',
  'FetchOrdersPageInput',
  'OrdersPagingInput',
  'OrdersPagingContext',
  'OrdersPagingEvent',
  'OrdersKind',
];

/** Every name src/index.ts exports, types included, read from its syntax. */
describe('public surface of @atelier/core-orders', () => {
  it('exports the contract, what other workspaces use and the machine, nothing more', () => {
    expect(indexExports(INDEX).sort()).toEqual([...CONTRACT, ...USED_ELSEWHERE, ...MACHINE].sort());
  });

  it('exports only re-exports, and every runtime name among them', () => {
    expect(holdsOnlyReExports(INDEX)).toBe(true);
    for (const name of Object.keys(api)) expect(indexExports(INDEX)).toContain(name);
  });
});
