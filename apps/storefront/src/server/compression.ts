import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const value = (
    Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  ).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, q] = part.trim().split(';');
      return token?.trim() === name && !/q=0(\.0*)?$/.test(q?.trim() ?? '');
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

export function isCompressible(contentType: string, length: number): boolean {
  return length >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** Quality 5 brotli: most of the size win at a fraction of the CPU of quality 11. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/** A body with its encodings computed once and kept (cached pages and static files). */
export class EncodedBody {
  private readonly variants = new Map<Encoding, Buffer>();
  /** `precompressed`: variants made ahead of time (static files compressed at build time). */
  constructor(
    readonly raw: Buffer,
    readonly contentType: string,
    precompressed: { br?: Buffer | undefined; gzip?: Buffer | undefined } = {},
  ) {
    this.variants.set('identity', raw);
    if (precompressed.br) this.variants.set('br', precompressed.br);
    if (precompressed.gzip) this.variants.set('gzip', precompressed.gzip);
  }

  get(encoding: Encoding): { body: Buffer; encoding: Encoding } {
    if (encoding === 'identity' || !isCompressible(this.contentType, this.raw.length)) {
      return { body: this.raw, encoding: 'identity' };
    }
    let body = this.variants.get(encoding);
    if (!body) {
      body = compress(this.raw, encoding);
      this.variants.set(encoding, body);
    }
    return { body, encoding };
  }
}
