export interface PaginationLinks {
  current: string;
  previous: string | null;
  next: string | null;
}

/**
 * Page `n` (1-based, as shoppers and crawlers see it) of a category is '?page=n';
 * page 1 is the bare path so it stays the canonical URL.
 */
export function pageLink(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

export function paginationLinks(path: string, page: number, pageCount: number): PaginationLinks {
  return {
    current: pageLink(path, page),
    previous: page > 1 ? pageLink(path, page - 1) : null,
    next: page < pageCount ? pageLink(path, page + 1) : null,
  };
}

/** Reads '?page=n' back; anything missing or malformed is page 1. */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
