// The bag's browser-side entry for the shell and other features: the page-wide bag store,
// the bag drawer, the cart view the checkout summary reuses, and the bag's label helpers.
// (The bag session module stays behind the store's lazy import: only its type is here.)
export type { BagSession } from './browser/bag-session.js';
export type { AddRequest, EngravingInfo, PersonalisationInfo } from './browser/add-items.js';
export {
  addToBag,
  bagSession,
  dismissMergeWarning,
  loadBag,
  openBag,
  useBag,
} from './browser/bag-store.js';
export { cartView } from './browser/cart-view.js';
export { BagPanel } from './components/BagPanel.js';
export { fill } from './components/bag-labels.js';
export { methodName, shippingLabels } from './components/cart-labels.js';
