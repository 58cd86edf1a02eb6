import type { PageContext } from 'vike/types';

export default function description(pageContext: PageContext): string | null {
  const data = pageContext.data as { seo?: { description?: string } } | undefined;
  return data?.seo?.description || null;
}
