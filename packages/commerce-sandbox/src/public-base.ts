/**
 * The base of every URL the sandbox hands to a browser: the 3DS2 challenge page, the
 * provider page, cash-voucher barcodes, and those pages' form actions and stylesheet.
 * By default the sandbox's own origin; behind a proxy, the proxy's base (the storefront
 * passes '/api/commerce'), so a browser never learns the sandbox's internal address and
 * the pages stay same-origin with the shop (CSP `form-action 'self'`).
 */
export function normalisePublicBase(base: string | undefined, ownOrigin: string): string {
  if (base === undefined) return ownOrigin;
  const unsafe = [...base].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!unsafe && !base.includes('\\')) {
    if (base.startsWith('/') && !base.startsWith('//')) return base.replace(/\/+$/, '');
    const url = URL.canParse(base) ? new URL(base) : null;
    if (
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    ) {
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    }
  }
  throw new TypeError(
    `publicBase: '${base}' is neither a path like /api/commerce nor an http(s) URL without query`,
  );
}
