import type { PageContext } from 'vike/types';

/** Open Graph image (vike-react writes og:image). */
export default function image(pageContext: PageContext): string | null {
  const data = pageContext.data as { seo?: { image?: string | null } } | undefined;
  return data?.seo?.image ?? null;
}
