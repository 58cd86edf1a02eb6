import { mkdirSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { formatNumber, siteInfo, type SiteCode } from '@atelier/core-catalogue';

/** Hydrated: the header's bag count has been read in the browser. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByTestId('bag-count')).toHaveAttribute('data-ready', 'true');
}

export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('accept-cookies');
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/** The bag count as a number (its data-count; the text is in the site's digits, see countText). */
export async function bagCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('bag-count').getAttribute('data-count'));
}

/** A count as the site writes it: Arabic-Indic digits on sa-ar (ADR 0049), Latin elsewhere. */
export function countText(site: string, count: number): string {
  return formatNumber(count, siteInfo(site as SiteCode).locale);
}

/** Consent given and the site's popups already closed, so they never cover what a test clicks. */
export async function quietContext(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  const url = baseURL ?? 'http://127.0.0.1:3210';
  await context.addCookies(
    ['atelier_consent', 'atelier_newsletter_popup', 'atelier_download_app'].map((name) => ({
      name,
      value: name === 'atelier_consent' ? 'all' : 'closed',
      url,
    })),
  );
}

/** The widths journeys are looked at: a phone and a desktop. */
const SHOT_WIDTHS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** Full-page screenshots at 390 and 1280 wide into `dir` (`{name}-mobile.png`, `-desktop`), back at desktop width. */
export async function shootAtTwoWidths(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [size, viewport] of Object.entries(SHOT_WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SHOT_WIDTHS.desktop);
}
