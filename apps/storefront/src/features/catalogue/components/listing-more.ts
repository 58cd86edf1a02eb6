// Below the grid of a category: the page links, loaded by the browser in a chunk of their own
// and hydrated after the grid (src/shell/components/later.ts); they are plain links until
// then. "Load more" is a button, so it hydrates with the page: a press before its chunk
// arrived would be lost.
export { Pagination } from '@atelier/ui';
