// Below the grid of a category: "load more" and the page links, loaded by the browser in a
// chunk of their own and hydrated after the grid (src/shell/components/later.ts). The page
// links are plain links until then.
export { LoadMore, Pagination } from '@atelier/ui';
