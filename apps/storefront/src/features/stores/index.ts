// The stores feature's browser-side entry: book-in-store (the product page).
export { BookInStore } from './components/BookInStore.js';
