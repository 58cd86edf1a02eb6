import { FetchError } from 'ofetch';
import { PageFetchCmsError } from '../errors.js';

/** Every transport failure becomes a PageFetchCmsError: HTTP status kept, timeouts 504, others 502. */
export function toCmsError(error: unknown, collection: string): PageFetchCmsError {
  if (error instanceof PageFetchCmsError) return error;
  if (error instanceof FetchError) {
    const status =
      error.statusCode ??
      (error.name === 'TimeoutError' || /timeout|aborted/i.test(error.message) ? 504 : 502);
    return new PageFetchCmsError(status, collection, `Directus ${collection}: ${error.message}`, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PageFetchCmsError(502, collection, `Directus ${collection}: ${message}`, {
    cause: error,
  });
}
