import { createHash } from 'node:crypto';
import { isSiteCode, type SiteCode } from '@atelier/core-catalogue';

/**
 * A site's labels (about 13 KB, 40% of a serialised page context) were serialised into every
 * page and every client navigation's page context. The browser now reads them from
 * `/labels/{site}.{hash}.json`, named by a hash of their content so it may keep them for a
 * year, and the page only names that file (ADR 0018).
 */
const PREFIX = '/labels/';
const hashes = new WeakMap<object, string>();

function hashOf(labels: Readonly<Record<string, string>>): string {
  let hash = hashes.get(labels);
  if (!hash) {
    hash = createHash('sha256').update(JSON.stringify(labels)).digest('base64url').slice(0, 16);
    hashes.set(labels, hash);
  }
  return hash;
}

/** Where the browser fetches these labels of the site. */
export function labelsAssetPath(site: SiteCode, labels: Readonly<Record<string, string>>): string {
  return `${PREFIX}${site}.${hashOf(labels)}.json`;
}

/** The site and hash a labels path names; null for any other path. */
export function parseLabelsAssetPath(pathname: string): { site: SiteCode; hash: string } | null {
  const match = /^\/labels\/([a-z]{2}-[a-z]{2})\.([\w-]{16})\.json$/.exec(pathname);
  if (!match || !isSiteCode(match[1]!)) return null;
  return { site: match[1], hash: match[2]! };
}

export interface LabelsFile {
  body: string;
  /** True when the path named the current labels: the answer never changes. */
  current: boolean;
}

/**
 * The answer for a labels path: the site's current labels (a page kept in a cache may still
 * name an older hash; it gets today's labels, not a 404), or null for other paths.
 */
export async function labelsFile(
  pathname: string,
  labelsOf: (site: SiteCode) => Promise<Record<string, string>>,
): Promise<LabelsFile | null> {
  const asked = parseLabelsAssetPath(pathname);
  if (!asked) return null;
  const labels = await labelsOf(asked.site);
  return { body: JSON.stringify(labels), current: hashOf(labels) === asked.hash };
}
