/**
 * The page numbers to show (1-based) with gaps as null: first, last, and the current page
 * with its neighbours, e.g. 1 … 4 5 6 … 12.
 */
export function pageWindow(current: number, total: number, neighbours = 1): (number | null)[] {
  if (total <= 0) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
