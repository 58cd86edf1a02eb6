// The wishlist's browser-side entry: the store (header count), the hearts of product cards
// and the product page, the failure alert of the layout, and the card fetch (loyalty area).
export { fetchCards } from './browser/wishlist-cards.js';
export { loadWishlist, useWishlist } from './browser/wishlist-store.js';
export { ProductHeart } from './components/ProductHeart.js';
export { WishlistHeartAlert } from './components/WishlistHeartAlert.js';
export { useWishlistHearts, type WishlistHearts } from './components/use-wishlist-hearts.js';
