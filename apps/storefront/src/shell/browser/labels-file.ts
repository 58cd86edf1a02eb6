import type { ShellView } from '../view-types.js';

/**
 * The browser's side of the labels file (src/shell/server/labels-asset.ts): the page names the file,
 * its head preloads it, and the layout's labels are filled in from it before the page
 * hydrates or a client navigation renders. One fetch per file and page load.
 */
const files = new Map<string, Promise<Record<string, string>>>();

function fetchLabels(url: string, fetcher: typeof fetch): Promise<Record<string, string>> {
  let file = files.get(url);
  if (!file) {
    // Same options as the head's preload (credentials same-origin), so the browser reuses it.
    file = fetcher(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`labels ${url}: ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    });
    files.set(url, file);
    // A failed fetch is tried again on the next navigation.
    file.catch(() => files.delete(url));
  }
  return file;
}

/**
 * Puts the site's labels into the shell when the page did not carry them. Without them (the
 * network failed) the labels stay empty and components show their fallbacks: the page still
 * renders.
 */
export async function fillShellLabels(
  shell: ShellView | null | undefined,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (!shell || shell.labels || !shell.labelsUrl) return;
  try {
    shell.labels = await fetchLabels(shell.labelsUrl, fetcher);
  } catch {
    shell.labels = {};
  }
}
