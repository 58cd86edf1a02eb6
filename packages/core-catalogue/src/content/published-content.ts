export interface PublishableItem {
  status?: string | null;
}

/** Content shows only when published, unless the drafts preview is on. */
export function isContentShown(item: PublishableItem, draftsEnabled: boolean): boolean {
  return draftsEnabled || item.status === 'published';
}

export function publishedOnly<I extends PublishableItem>(items: I[], draftsEnabled: boolean): I[] {
  return items.filter((item) => isContentShown(item, draftsEnabled));
}

/** A slug lookup answers 404 unless a translation holds the requested slug. */
export function hasTranslationForSlug(
  translations: readonly { slug?: string | null }[] | null | undefined,
  slug: string,
): boolean {
  return (translations ?? []).some((translation) => translation.slug === slug);
}
