// The document budget (issue 34): each page's document sizes (documents.mjs) against the kB
// of bench/document-budget.json. Pure: the CLI (bench/document-budget.mjs) and the bench's
// table both read its verdicts.

/** The figures a budget may hold, in the order they print. */
export const FIGURES = {
  total: 'document',
  inlineCss: 'inline CSS',
  pageContext: 'page context',
};

/**
 * @param {Record<string, Record<string, number>>} sizes bytes per page and figure
 * @param {Record<string, Record<string, number | null>>} budgets kB (1,024 bytes) per page and
 *   figure; null or absent: not checked. Keys starting with "$" are comments.
 * @returns {Array<{ page: string, figure: string, bytes: number | null, budgetKb: number | null,
 *   over: boolean }>} one verdict per page and figure; a page the budget names but the sizes
 *   lack has bytes null and counts as over (nothing measured is not within budget)
 */
export function checkBudgets(sizes, budgets) {
  const verdicts = [];
  const pages = Object.keys(budgets).filter((page) => !page.startsWith('$'));
  for (const page of pages) {
    for (const figure of Object.keys(FIGURES)) {
      const budgetKb = budgets[page]?.[figure] ?? null;
      const bytes = sizes[page]?.[figure] ?? null;
      const over = budgetKb !== null && (bytes === null || bytes > budgetKb * 1024);
      verdicts.push({ page, figure, bytes, budgetKb, over });
    }
  }
  return verdicts;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** One line per page: ok or OVER, then each figure with its budget when it has one. */
export function budgetLines(verdicts) {
  const byPage = new Map();
  for (const verdict of verdicts)
    byPage.set(verdict.page, [...(byPage.get(verdict.page) ?? []), verdict]);
  return [...byPage].map(([page, list]) => {
    const cells = list.map((v) => {
      const value = v.bytes === null ? 'not measured' : `${kb(v.bytes)} kB`;
      const budget = v.budgetKb === null ? '' : ` (budget ${v.budgetKb}${v.over ? ', OVER' : ''})`;
      return `${FIGURES[v.figure]} ${value}${budget}`;
    });
    return `${list.some((v) => v.over) ? 'OVER' : 'ok  '}  ${page.padEnd(18)} ${cells.join(', ')}`;
  });
}
