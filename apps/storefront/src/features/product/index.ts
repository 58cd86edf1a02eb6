// The product feature's browser-side entry: the share buttons (wishlist, live shopping and
// invite-a-friend pages use them).
export { SiteShareButtons } from './components/SiteShareButtons.js';
