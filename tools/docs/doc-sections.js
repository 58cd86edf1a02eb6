// The section numbers a markdown document offers to citations: `## 4. Title` is §4,
// `### 4.2 Title` is §4.2 (docs/product/README.md §1). Code fences are skipped, so a heading
// inside an example is no section.

const HEADING = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/;
const FENCE = /^\s*(```|~~~)/;

/**
 * @param {string} markdown
 * @returns {Set<string>} the section numbers, e.g. '4', '4.2'
 */
export function sectionsOf(markdown) {
  const sections = new Set();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const match = HEADING.exec(line);
    if (match?.[1] !== undefined) sections.add(match[1]);
  }
  return sections;
}
