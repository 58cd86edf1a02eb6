/** An edit of a rendered document: `remove` characters from `at`, `insert` in their place. */
export interface Edit {
  at: number;
  /** Characters removed from `at`. */
  remove: number;
  insert: string;
}

/**
 * The document with `edits` made, in one copy of it (the first-paint edits, ADR 0027), or the
 * document itself when there are none. Edits must not overlap. Insertions at a place come
 * before a removal starting there (the frame's style moved to the head's start when something
 * else already sat there).
 */
export function applyEdits(html: string, edits: Edit[]): string {
  if (edits.length === 0) return html;
  edits.sort((a, b) => a.at - b.at || a.remove - b.remove);
  const parts: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    parts.push(html.slice(copied, edit.at), edit.insert);
    copied = edit.at + edit.remove;
  }
  parts.push(html.slice(copied));
  return parts.join('');
}
