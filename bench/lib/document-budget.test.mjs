// node --test bench/lib: the document budget's verdicts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetLines, checkBudgets } from './document-budget.mjs';

const budgets = {
  $comment: 'ignored',
  category: { total: 80, inlineCss: 14, pageContext: null },
  product: { inlineCss: 14 },
};

test('a figure over its kB is over; one at the budget, or without a budget, is not', () => {
  const verdicts = checkBudgets(
    {
      category: { total: 80 * 1024 + 1, inlineCss: 14 * 1024, pageContext: 99_999 },
      product: { total: 500_000, inlineCss: 100, pageContext: 1 },
    },
    budgets,
  );
  const over = verdicts.filter((v) => v.over).map((v) => `${v.page} ${v.figure}`);
  assert.deepEqual(over, ['category total']);
  assert.equal(verdicts.length, 6); // two pages, three figures each; the comment is no page
});

test('a page the budget names but nobody measured is over', () => {
  const verdicts = checkBudgets({ category: { total: 1, inlineCss: 1, pageContext: 1 } }, budgets);
  assert.deepEqual(
    verdicts.filter((v) => v.over).map((v) => [v.page, v.figure, v.bytes]),
    [['product', 'inlineCss', null]],
  );
});

test('prints one line per page, OVER first when any figure is over', () => {
  const lines = budgetLines(
    checkBudgets(
      {
        category: { total: 170_320, inlineCss: 90_609, pageContext: 18_535 },
        product: { total: 1024, inlineCss: 0, pageContext: 10 },
      },
      budgets,
    ),
  );
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^OVER +category/);
  assert.match(lines[0], /document 166\.3 kB \(budget 80, OVER\)/);
  assert.match(lines[0], /inline CSS 88\.5 kB \(budget 14, OVER\)/);
  assert.match(lines[0], /page context 18\.1 kB(,|$)/);
  assert.match(lines[1], /^ok +product/);
});
