export const REQUESTED_PAGE_DOES_NOT_EXIST = 'Requested page does not exist';

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** One 0-based page; page 0 of an empty list exists and is empty, any other missing page throws. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  if (!Number.isInteger(pageSize) || pageSize <= 0) {
    throw new RangeError('pageSize must be a positive integer');
  }
  const last = Math.max(pageCount(items.length, pageSize) - 1, 0);
  if (!Number.isInteger(page) || page < 0 || page > last) {
    throw new Error(REQUESTED_PAGE_DOES_NOT_EXIST);
  }
  return items.slice(page * pageSize, (page + 1) * pageSize);
}

/** Pages 0..page together, as "load more" shows them. */
export function pagesUpTo<T>(items: T[], page: number, pageSize: number): T[] {
  pageOf(items, page, pageSize);
  return items.slice(0, (page + 1) * pageSize);
}
