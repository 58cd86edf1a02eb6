// Order tracking's browser-side entry: the order timeline and its view (my-account orders).
export { OrderProgress } from './components/OrderProgress.js';
export { trackedOrderView } from './tracking-order-view.js';
