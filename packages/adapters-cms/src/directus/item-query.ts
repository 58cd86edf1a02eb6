import type { SiteCode } from '@atelier/core-catalogue';
import type { RowQuery } from '../content-row.js';
import { contentLanguageOf } from '../embedded/content/languages.js';
import type { CollectionModel, RelationModel } from './content-model.js';

type Filter = Record<string, unknown>;

export function languageOf(query: RowQuery): string | undefined {
  return query.site === undefined ? undefined : contentLanguageOf(query.site as SiteCode);
}

/** Published only, and inside its schedule window (publish_start / publish_end) when one is set. */
export const PUBLISHED_NOW: Filter[] = [
  { status: { _eq: 'published' } },
  { _or: [{ publish_start: { _null: true } }, { publish_start: { _lte: '$NOW' } }] },
  { _or: [{ publish_end: { _null: true } }, { publish_end: { _gt: '$NOW' } }] },
];

/**
 * The Directus filter of a row query: the site among the item's sites, its key, its slug (on the
 * item or on the translation in the site's language), and published now unless drafts are on.
 */
export function itemFilter(model: CollectionModel, query: RowQuery, drafts: boolean): Filter {
  const and: Filter[] = [];
  if (query.site !== undefined) and.push({ sites: { _contains: query.site } });
  if (query.key !== undefined) and.push({ key: { _eq: query.key } });
  if (query.slug !== undefined) {
    const language = languageOf(query);
    if (model.slug === 'item') and.push({ slug: { _eq: query.slug } });
    else {
      const slug = { slug: { _eq: query.slug } };
      and.push({
        translations: {
          _some: language ? { _and: [{ languages_code: { _eq: language } }, slug] } : slug,
        },
      });
    }
  }
  if (!drafts) and.push(...PUBLISHED_NOW);
  return { _and: and };
}

function relationFields(relations: readonly RelationModel[], prefix: string): string[] {
  return relations.flatMap((relation) => [
    `${prefix}${relation.alias}.*`,
    ...relationFields(relation.relations, `${prefix}${relation.alias}.`),
  ]);
}

function relationDeep(relations: readonly RelationModel[]): Record<string, unknown> {
  return Object.fromEntries(
    relations.map((relation) => [
      relation.alias,
      { _sort: ['position'], _limit: -1, ...relationDeep(relation.relations) },
    ]),
  );
}

/**
 * The `fields` list: the item, its parent's key when the items form a tree, its lists, its
 * translations and theirs (at most 5 levels deep).
 */
export function itemFields(model: CollectionModel): string[] {
  return [
    '*',
    ...(model.tree ? [`${model.tree.column.name}.key`, model.tree.idAlias] : []),
    ...relationFields(model.item.relations, ''),
    ...(model.translations
      ? ['translations.*', ...relationFields(model.translation.relations, 'translations.')]
      : []),
  ];
}

/**
 * The `alias` query: the parent's stored id beside the expanded parent, which comes back null
 * when the reader may not see the parent (an unpublished parent of a published child).
 */
export function itemAlias(model: CollectionModel): Record<string, string> | undefined {
  return model.tree ? { [model.tree.idAlias]: model.tree.column.name } : undefined;
}

/** The `deep` query: the translation in the site's language only, and every list in its order. */
export function itemDeep(model: CollectionModel, query: RowQuery): Record<string, unknown> {
  const language = languageOf(query);
  return {
    ...relationDeep(model.item.relations),
    ...(model.translations
      ? {
          translations: {
            _limit: -1,
            ...(language ? { _filter: { languages_code: { _eq: language } } } : {}),
            ...relationDeep(model.translation.relations),
          },
        }
      : {}),
  };
}
