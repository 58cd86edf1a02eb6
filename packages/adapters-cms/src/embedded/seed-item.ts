/** One content item for one site, before it becomes a stored row. */
export interface SeedItem {
  collection: string;
  /** Shared by the translations of one item across sites (slug translation follows it). */
  key: string;
  slug?: string | null;
  status?: 'published' | 'draft';
  sort?: number;
  content: Record<string, unknown>;
}
