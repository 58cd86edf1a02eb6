import type { IncomingMessage } from 'node:http';

/** Bodies the storefront accepts at most (the largest OCC call is well under this). */
export const MAX_BODY_BYTES = 1_000_000;

export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; status: 413 | 400 };

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is
 * refused before reading; a longer stream stops being read at the limit. Either way the
 * caller answers 413 (and closes the connection), instead of a reset.
 */
export function readRequestBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit)
    return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ ok: false, status: 413 });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, status: 400 }));
    req.on('aborted', () => finish({ ok: false, status: 400 }));
  });
}
