import { z } from 'zod';

/**
 * A policy as the policy modal shows it, sent by the server's /api/policy endpoint. The
 * browser checks the answer against this schema too: the endpoint may sit behind caches and
 * proxies, and a wrong shape must show the modal's error, not break the page.
 */
export const policyViewSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  blocks: z.array(z.object({ title: z.string().nullable(), html: z.string() })).min(1),
});
export type PolicyView = z.infer<typeof policyViewSchema>;

/** The endpoint's path for a site's policy. */
export function policyApiPath(site: string, slug: string): string {
  return `/api/policy/${site}/${encodeURIComponent(slug)}`;
}
