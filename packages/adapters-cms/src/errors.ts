/**
 * A content call that failed (docs/product/errors.md §1). The page layer maps `status` the same way
 * for both ports: 404 shows the not-found page, 203 means "no such content item" (pages may render
 * without it), anything else the server-error page.
 */
export class PageFetchCmsError extends Error {
  constructor(
    readonly status: number,
    readonly collection: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PageFetchCmsError';
  }
}

/** 203: the collection answered but holds no item for this site. */
export function missingItem(collection: string, detail: string): PageFetchCmsError {
  return new PageFetchCmsError(203, collection, `No ${collection} item (${detail})`);
}

/** 404: no item holds a translation with the requested slug. */
export function slugNotFound(collection: string, slug: string, site: string): PageFetchCmsError {
  return new PageFetchCmsError(404, collection, `No ${collection} with slug '${slug}' on ${site}`);
}

export function isPageFetchCmsError(error: unknown): error is PageFetchCmsError {
  return error instanceof PageFetchCmsError;
}
