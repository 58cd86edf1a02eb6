// The accessibility check the journeys share: axe-core over the page, or one part of it,
// keeping the findings WCAG 2.2 AA calls serious or critical. One copy, so every journey
// holds the same bar and says a finding the same way.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings on the page, or only inside `include` (a CSS selector:
 * `main` where the frame has its own checks, a drawer, a form), one line each,
 * `id (impact): target | target`. A journey asserts the list is empty.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode: axe runs in each frame and reports there, instead of opening a blank page a
  // check to gather the frames' results (a renderer a check; cross-origin frames, the
  // sandbox's stand-ins for providers' pages, are left out). docs/ci.md says what it saves.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
