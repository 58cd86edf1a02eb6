import type { EditorAccount } from './seed-access.js';

/**
 * The editor the seed creates: loopback development defaults, each overridable
 * (CMS_EDITOR_EMAIL, CMS_EDITOR_PASSWORD, CMS_EDITOR_TOKEN).
 */
export function defaultEditor(env: Record<string, string | undefined>): EditorAccount {
  return {
    email: env['CMS_EDITOR_EMAIL'] ?? 'editor@example.com',
    password: env['CMS_EDITOR_PASSWORD'] ?? 'atelier-local-editor',
    token: env['CMS_EDITOR_TOKEN'] ?? 'atelier-local-editor-token',
  };
}
