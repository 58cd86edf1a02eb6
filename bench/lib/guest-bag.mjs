// A guest's bag for the bench's Lighthouse run of the checkout's shipping step (issue 34): the
// step sends a visitor without a bag back to the bag page, so without one Lighthouse measured
// the bag page again, after a redirect. Made as a shopper's browser makes it, through the
// storefront's own OCC proxy (same-origin headers): a cart, one product, a guest e-mail.

/** The Cookie header naming the new bag (the storefront's `atelier_cart_{site}` cookie). */
export async function guestBagCookie({ base, site, product, email = 'bench@example.com' }) {
  const occ = `${base}/api/commerce/occ/v2/${site}/users/anonymous/carts`;
  const headers = {
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    origin: base,
  };
  const call = async (method, url, body) => {
    const response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`guest bag: ${method} ${url} answered ${response.status}`);
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  };
  const { guid } = await call('POST', occ, {});
  await call('POST', `${occ}/${guid}/entries`, { product: { code: product }, quantity: 1 });
  await call('PUT', `${occ}/${guid}/email?email=${encodeURIComponent(email)}`);
  return `atelier_cart_${site}=${guid}`;
}
