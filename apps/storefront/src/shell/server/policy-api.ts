import { isSiteCode } from '@atelier/core-catalogue';
import { isNotFoundError } from './load-context.js';
import type { PolicyView } from '../policy-view.js';
import type { Services } from './services.js';

const POLICY_PATH = /^\/api\/policy\/([a-z]{2}-[a-z]{2})\/([\w-]+)$/;

/**
 * One policy's text for the policy modal (docs/product/content.md §7.1: policies are also shown as
 * a modal), read through the cached content port like the policies page. JSON; null when the path
 * is not this API.
 */
export async function policyApi(
  services: Services,
  pathname: string,
): Promise<{ status: number; body: string } | null> {
  const match = POLICY_PATH.exec(pathname);
  if (!match) return null;
  const [, site = '', slug = ''] = match;
  const notFound = { status: 404, body: JSON.stringify({ error: 'not found' }) };
  if (!isSiteCode(site)) return notFound;
  try {
    const policy = await services.content.policy(site, slug);
    const view: PolicyView = { slug: policy.slug, title: policy.title, blocks: policy.textBlocks };
    return { status: 200, body: JSON.stringify(view) };
  } catch (error) {
    if (isNotFoundError(error)) return notFound;
    throw error;
  }
}
