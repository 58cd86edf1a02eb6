/**
 * Two halves of the spec files whose measured seconds are as even as can be: the longest file
 * first into the lighter half (a file measured never, new, counts as the median). Files keep
 * their alphabetical order within a half, as Playwright would run them.
 * @param {string[]} files
 * @param {Record<string, number>} seconds
 * @returns {[{ files: string[]; seconds: number }, { files: string[]; seconds: number }]}
 */
export function splitInHalves(files, seconds) {
  const known = files.map((file) => seconds[file]).filter((s) => typeof s === 'number');
  known.sort((a, b) => a - b);
  const median = known.length === 0 ? 1 : known[Math.floor(known.length / 2)];
  const cost = (file) => (typeof seconds[file] === 'number' ? seconds[file] : median);
  const halves = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  const byCost = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const file of byCost) {
    const lighter = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    lighter.files.push(file);
    lighter.seconds += cost(file);
  }
  for (const half of halves) half.files.sort();
  return halves;
}
