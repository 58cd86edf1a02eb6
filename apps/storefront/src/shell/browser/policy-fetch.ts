import { policyApiPath, policyViewSchema, type PolicyView } from '../policy-view.js';

/**
 * A policy's text from the server, checked against the schema; null when it cannot be shown
 * (unknown slug, network failure, unexpected answer), for the modal to say so.
 */
export async function fetchPolicy(
  site: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PolicyView | null> {
  try {
    const response = await fetch(policyApiPath(site, slug), {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    const parsed = policyViewSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
