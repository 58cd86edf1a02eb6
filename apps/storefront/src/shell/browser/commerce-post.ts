/**
 * A JSON POST to the commerce back-end through the storefront's proxy (`/api/commerce`),
 * for the small forms that need no OCC client in the page (back-in-stock, contact). Answers
 * the parsed body of a 2xx answer, or null when the back-end refused or could not be reached.
 */
export async function postToCommerce(site: string, path: string, body: unknown): Promise<unknown> {
  try {
    const response = await fetch(`/api/commerce/occ/v2/${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return null;
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return null;
  }
}
