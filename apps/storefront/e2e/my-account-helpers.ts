// What the my-account journeys (my-account, its loyalty area, its returns) share: screenshots
// at both sizes, unique addresses, and signing in through the storefront's proxy. Their axe
// check is axe.ts's, on `main` (the frame has its own checks).
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Full-page screenshots at desktop and phone sizes into `dir`; back to desktop after. */
export async function shoot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs in through the proxy's password grant (the httpOnly token cookie in this context). */
export async function signInByApi(
  page: Page,
  baseURL: string | undefined,
  email: string,
  password: string,
): Promise<void> {
  const answer = await page.request.post('/api/commerce/authorizationserver/oauth/token', {
    form: { grant_type: 'password', username: email, password },
    headers: { origin: baseURL ?? 'http://127.0.0.1:3210' },
  });
  expect(answer.ok()).toBe(true);
}
