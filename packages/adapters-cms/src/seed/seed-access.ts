import type { $Fetch } from 'ofetch';
import type { ContentModel, RelationModel } from '../directus/content-model.js';

export interface EditorAccount {
  email: string;
  password: string;
  /** A static token, so scripts (and the round-trip test) act as the editor without a login. */
  token: string;
}

const PUBLIC_POLICY_NAME = '$t:public_label';
const EDITOR_POLICY_NAME = 'Atelier editor';
const EDITOR_ROLE_NAME = 'Editor';

function relationCollections(relations: readonly RelationModel[]): string[] {
  return relations.flatMap((relation) => [
    relation.collection,
    ...relationCollections(relation.relations),
  ]);
}

/** Every collection of the model: items, translations, lists, and the languages. */
export function modelCollections(model: ContentModel): { items: string[]; others: string[] } {
  const items = [...model.collections.keys()];
  const others = ['languages'];
  for (const collection of model.collections.values()) {
    if (collection.translations) others.push(collection.translations);
    others.push(...relationCollections(collection.item.relations));
    others.push(...relationCollections(collection.translation.relations));
  }
  return { items, others };
}

async function firstId(http: $Fetch, path: string, name: string): Promise<string | undefined> {
  const { data } = await http<{ data: { id: string }[] }>(path, {
    query: { filter: JSON.stringify({ name: { _eq: name } }), fields: 'id', limit: 1 },
  });
  return data[0]?.id;
}

/**
 * Anonymous visitors read published items only: Directus answers 403 to anonymous reads until
 * the Public policy may read a collection. Translations and lists are read through their item.
 */
export async function grantPublicRead(http: $Fetch, model: ContentModel): Promise<number> {
  const policy = await firstId(http, '/policies', PUBLIC_POLICY_NAME);
  if (!policy) throw new Error('Directus has no Public policy');
  const { items, others } = modelCollections(model);
  const permissions = [
    ...items.map((collection) => ({
      policy,
      collection,
      action: 'read',
      fields: ['*'],
      permissions: { status: { _eq: 'published' } },
    })),
    ...others.map((collection) => ({
      policy,
      collection,
      action: 'read',
      fields: ['*'],
      permissions: {},
    })),
  ];
  await http('/permissions', { method: 'POST', body: permissions });
  return permissions.length;
}

/**
 * The editor: a user with the Editor role, whose policy opens the Directus app and may create,
 * read, update and delete every content collection (not the schema, users or settings).
 */
export async function grantEditor(
  http: $Fetch,
  model: ContentModel,
  account: EditorAccount,
): Promise<string> {
  let policy = await firstId(http, '/policies', EDITOR_POLICY_NAME);
  if (!policy) {
    const created = await http<{ data: { id: string } }>('/policies', {
      method: 'POST',
      body: { name: EDITOR_POLICY_NAME, icon: 'edit', app_access: true, admin_access: false },
    });
    policy = created.data.id;
  }
  let role = await firstId(http, '/roles', EDITOR_ROLE_NAME);
  if (!role) {
    const created = await http<{ data: { id: string } }>('/roles', {
      method: 'POST',
      body: { name: EDITOR_ROLE_NAME, icon: 'edit' },
    });
    role = created.data.id;
    await http('/access', { method: 'POST', body: { role, policy } });
  }
  const { items, others } = modelCollections(model);
  await http('/permissions', {
    method: 'POST',
    body: [...items, ...others].flatMap((collection) =>
      (['create', 'read', 'update', 'delete'] as const).map((action) => ({
        policy,
        collection,
        action,
        fields: ['*'],
        permissions: {},
        validation: {},
      })),
    ),
  });
  const { data: users } = await http<{ data: { id: string }[] }>('/users', {
    query: { filter: JSON.stringify({ email: { _eq: account.email } }), fields: 'id' },
  });
  const user = { email: account.email, password: account.password, token: account.token, role };
  const existing = users[0]?.id;
  if (existing) await http(`/users/${existing}`, { method: 'PATCH', body: user });
  else await http('/users', { method: 'POST', body: { ...user, status: 'active' } });
  return account.email;
}
