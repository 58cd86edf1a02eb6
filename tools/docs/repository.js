// The tracked files of the repository, and a Repository view of the working tree that the
// citation check and the rewrite read (tools/docs/check-citations.js).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sectionsOf } from './doc-sections.js';

/** Lockfiles and generated or vendored trees: never cited from, never rewritten. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /(^|\/)node_modules\//, /(^|\/)dist\//];

/**
 * The text files git tracks, as paths from the root. Binary files (a NUL byte) are left out.
 * @param {string} root
 * @returns {{ path: string, text: string }[]}
 */
export function trackedTextFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path !== '' && !SKIPPED.some((pattern) => pattern.test(path)))
    .filter((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile())
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
    .filter((file) => !file.text.includes('\0'));
}

/**
 * @param {string} root
 * @returns {import('./check-citations.js').Repository}
 */
export function workingTree(root) {
  const sections = new Map();
  const stat = (path) => {
    try {
      return statSync(join(root, path));
    } catch {
      return null;
    }
  };
  return {
    isFile: (path) => stat(path)?.isFile() ?? false,
    isDirectory: (path) => stat(path)?.isDirectory() ?? false,
    sections(path) {
      if (!sections.has(path)) {
        sections.set(
          path,
          stat(path)?.isFile() ? sectionsOf(readFileSync(join(root, path), 'utf8')) : null,
        );
      }
      return sections.get(path);
    },
  };
}
