// Where the "return it on our returns portal" link of the returns section leads
// (docs/product/returns.md §4: the redirect with OrderID and ShippingEmail). Sites with the
// `hasReturnPortal` setting show it. The portal is an outside service, so its address is the
// operator's (RETURN_PORTAL_URL); by default the embedded sandbox's stand-in page, through the
// commerce proxy that already serves the sandbox's provider pages.

export const SANDBOX_RETURN_PORTAL = '/api/commerce/sandbox/provider/return-portal';

/**
 * An https URL without query or fragment (the link adds its own query), or a same-site path;
 * anything else falls back to the default, so a typo never becomes a link elsewhere.
 */
export function returnPortalUrl(
  configured: string | undefined = process.env['RETURN_PORTAL_URL'],
): string {
  const value = configured?.trim() ?? '';
  if (/^\/(?!\/)[\w\-./]*$/.test(value)) return value;
  if (URL.canParse(value)) {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.search && !url.hash && !url.username && !url.password)
      return url.href;
  }
  return SANDBOX_RETURN_PORTAL;
}
