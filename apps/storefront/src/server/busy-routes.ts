// The routes of the busy page's self-reload (ADR 0064): its script, and the question it asks
// before reloading. Neither renders, so both answer at once however full the queue is.
import { BUSY_RETRY_SCRIPT } from './busy-retry-script.js';
import { EncodedBody } from './compression.js';
import type { RenderQueue } from './render-queue.js';
import { send } from './responses.js';
import type { Answer, Exchange } from './router.js';

/** Seconds a shopper's browser or a crawler is asked to wait after an overloaded answer. */
export const BUSY_RETRY_AFTER_S = 5;

const SCRIPT_BODY = new EncodedBody(
  Buffer.from(BUSY_RETRY_SCRIPT),
  'text/javascript; charset=utf-8',
);

/** The busy page's script; its text changes only with a deploy, so a short public cache. */
export function busyRetryScript({ req, res }: Exchange): Answer {
  send(req, res, 200, SCRIPT_BODY, { 'cache-control': 'public, max-age=300' });
}

/**
 * 204 when a page render asked now would start at once or wait behind few others (the busy
 * page then reloads), else 503 with Retry-After. No body, never cached; it tells no more than
 * a page's own `x-cache: busy` does.
 */
export function renderRoom(queue: RenderQueue | null) {
  return ({ res }: Exchange): Answer => {
    res.setHeader('cache-control', 'no-store');
    if (queue === null || queue.hasRoom()) {
      res.statusCode = 204;
    } else {
      res.statusCode = 503;
      res.setHeader('retry-after', String(BUSY_RETRY_AFTER_S));
    }
    res.end();
  };
}
