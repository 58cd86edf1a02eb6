// The catalogue's server-side entry: the listing endpoint behind "load more".
export { listingApi } from './server/listing-api.js';
