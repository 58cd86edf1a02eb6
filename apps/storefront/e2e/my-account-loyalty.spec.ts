// My-account loyalty area (issue 19, journey 3's loyalty half; docs/product/accounts.md §4.2;
// docs/product/loyalty.md; docs/product/commerce-api.md §4) in Debian's Chromium against the
// embedded sandbox: what the member sees, checked against what the sandbox holds (read straight
// from it on its admin port, e2e/sandbox-admin.ts).
import { expect, request, test } from '@playwright/test';
import { shoot, signInByApi } from './my-account-helpers.js';
import { quietContext, waitForHydration } from './helpers.js';
import { occGet, SANDBOX_URL, userToken } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SITE = 'es-es';
const SHOTS = '/tmp/shots-loyalty';
const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };
const PASSWORD = 'Secret-2026';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

interface StatusLevel {
  order: number;
  backCode: string;
  current: boolean;
  achieved: boolean;
  remainingPoints: number;
}
interface Status {
  enrolled: boolean;
  points: number;
  currentGems: number;
  levels: StatusLevel[];
  clientCampaign: { type: string }[];
}
interface Toussis {
  toussis: { productId: string; state: number; missingPoints: number }[];
}

const STATE = { 1: 'obtained', 2: 'pick-at-store' } as Record<number, string>;

test('journey 3 (loyalty): the member sees levels, gems, campaigns, toussis with their states, the jewellery box 20 a page, and invites a friend', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, SHOPPER.email, SHOPPER.password);
  const token = await userToken(SHOPPER.email, SHOPPER.password);
  const status = (await occGet(
    SITE,
    '/users/current/securedcrm?serviceName=Loyalty',
    token,
  )) as Status;
  const toussis = (await occGet(
    SITE,
    '/users/current/securedcrm?serviceName=UserToussis',
    token,
  )) as Toussis;
  const box = (await occGet(
    SITE,
    '/users/current/securedcrm?serviceName=VirtualJeweler&currentPage=0&pageSize=100',
    token,
  )) as { total: number };
  expect(status.enrolled).toBe(true);
  expect(box.total).toBeGreaterThan(20);

  // The server's HTML holds nothing of the member's: the area is read after hydration.
  const html = await (await page.request.get(`/${SITE}/my-account/mytous/`)).text();
  expect(html).not.toContain(SHOPPER.email);
  expect(html).not.toContain('Lucía');
  expect(html).not.toContain('loyalty-level');

  await page.goto(`/${SITE}/my-account/mytous/`);
  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Club de fidelidad' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Levels: at most three, the current one the sandbox's, flagged for assistive tech.
  const levels = page.getByTestId('loyalty-level');
  await expect(levels).toHaveCount(Math.min(3, status.levels.length));
  const current = status.levels.find((level) => level.current);
  const shownCurrent = page.locator('[data-testid="loyalty-level"][data-current="true"]');
  await expect(shownCurrent).toHaveCount(1);
  await expect(shownCurrent).toHaveAttribute('data-code', current?.backCode ?? '');
  await expect(shownCurrent).toHaveAttribute('aria-current', 'step');
  await expect(shownCurrent.getByRole('progressbar')).toBeVisible();
  // es-es runs the second programme: the balance is in gems, the sandbox's currentGems.
  await expect(page.getByTestId('loyalty-balance')).toHaveText(`${status.currentGems} gemas`);
  const next = status.levels.find((level) => level.order === (current?.order ?? 0) + 1);
  if (next) {
    const nextLevel = page.locator(`[data-testid="loyalty-level"][data-code="${next.backCode}"]`);
    await expect(nextLevel.getByTestId('loyalty-level-remaining')).toHaveText(
      `Te faltan ${next.remainingPoints} gemas para Expert`,
    );
  }
  // Each level's advantages from the content (the Lover's, in Spanish).
  await expect(shownCurrent.getByRole('list', { name: 'Ventajas de Lover' })).toContainText(
    '20 % de descuento en reparaciones del taller',
  );

  // Campaigns: ticket campaigns first, one row each.
  const campaigns = page.getByTestId('loyalty-campaign');
  await expect(campaigns).toHaveCount(status.clientCampaign.length);
  await expect(campaigns.first()).toHaveAttribute('data-type', 'TICKETS');
  await expect(campaigns.first()).toContainText('Tus compras');

  // Toussis: every reward with the state the sandbox holds, the missing gems where not obtained.
  const rewards = page.getByTestId('toussi');
  await expect(rewards).toHaveCount(toussis.toussis.length);
  const states = await rewards.evaluateAll((items) =>
    items.map((i) => i.getAttribute('data-state')),
  );
  expect(states).toEqual(toussis.toussis.map((t) => STATE[t.state] ?? 'not-obtained'));
  const missing = toussis.toussis.find((t) => !STATE[t.state] && t.missingPoints > 0);
  if (missing)
    await expect(
      page.getByText(`Te faltan ${missing.missingPoints} gemas`, { exact: true }).first(),
    ).toBeVisible();
  await expect(rewards.filter({ hasText: 'Listo para recoger en tienda' })).toHaveCount(
    toussis.toussis.filter((t) => t.state === 2).length,
  );

  // The jewellery box: 20, then more until the sandbox's total.
  const items = page.getByTestId('jewellery-box-item');
  await expect(page.getByTestId('jewellery-box-count')).toHaveText(`20 de ${box.total}`);
  const firstPage = await items.count();
  expect(firstPage).toBeGreaterThan(0);
  expect(firstPage).toBeLessThanOrEqual(20);
  await expect(items.first()).toContainText(/Comprado el \d{1,2} de [a-z]+ de \d{4}/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'mytous-es-es');
  // Close-ups on a phone, to look at the levels and the rewards at their real size.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .locator('section[aria-labelledby="loyalty-levels-title"]')
    .screenshot({ path: `${SHOTS}/mytous-levels-es-es-mobile.png` });
  await page
    .getByTestId('loyalty-toussis')
    .screenshot({ path: `${SHOTS}/mytous-toussis-es-es-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .locator('section[aria-labelledby="loyalty-levels-title"]')
    .screenshot({ path: `${SHOTS}/mytous-levels-es-es-desktop.png` });
  while (await page.getByTestId('jewellery-box-more').isVisible()) {
    const before = await page.getByTestId('jewellery-box-count').textContent();
    await page.getByTestId('jewellery-box-more').click();
    await expect(page.getByTestId('jewellery-box-count')).not.toHaveText(before ?? '');
  }
  await expect(page.getByTestId('jewellery-box-count')).toHaveText(`${box.total} de ${box.total}`);
  expect(await items.count()).toBeGreaterThan(firstPage);

  // Invite a friend: a wrong address is named in an alert; then the sandbox stores the invitation.
  const invite = page.getByTestId('invite-friends');
  const friend = `amiga-${Date.now()}@example.com`;
  await invite
    .getByLabel('Correos electrónicos de tus amistades')
    .fill(`${friend}, no-es-un-correo`);
  await invite.getByTestId('invite-send').click();
  await expect(invite.getByTestId('invite-error')).toHaveText(
    'Estas no son direcciones de correo: no-es-un-correo',
  );
  await invite.getByLabel('Correos electrónicos de tus amistades').fill(friend);
  await invite.getByTestId('invite-send').click();
  await expect(invite.getByRole('status')).toHaveText('Invitaciones enviadas: 1.');
  const admin = await request.newContext({ baseURL: SANDBOX_URL });
  const stored = (await (await admin.get(`/sandbox/referrals?uid=${SHOPPER.email}`)).json()) as {
    emails: string[];
  };
  await admin.dispose();
  expect(stored.emails).toContain(friend);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('an adult who is not a member sees the invitation, joins, and the sandbox holds the membership', async ({
  page,
}) => {
  const email = `nonmember-${Date.now()}@example.com`;
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Nombre', { exact: true }).fill('Nora');
  await form.getByLabel('Primer apellido', { exact: true }).fill('Vidal');
  await form.getByLabel('Fecha de nacimiento (opcional)', { exact: true }).fill('1988-02-03');
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('He leído y acepto la política de privacidad.', { exact: true }).check();
  await form.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`/${SITE}/my-account/`);

  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Mis intereses' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Club de fidelidad' }).click();
  await expect(page).toHaveURL(`/${SITE}/my-account/mytous/`);
  const join = page.getByTestId('loyalty-join');
  await expect(join.getByRole('heading', { name: 'Únete al club de fidelidad' })).toBeVisible();
  await expect(page.getByTestId('loyalty-level')).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'mytous-join-es-es');

  await join.getByLabel('Quiero unirme al club de fidelidad y acepto sus condiciones.').check();
  await join.getByTestId('loyalty-join-submit').click();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('0 gemas');
  await expect(page.getByText('¡Te damos la bienvenida al club!', { exact: false })).toBeVisible();
  const user = (await occGet(SITE, '/users/current', await userToken(email, PASSWORD))) as Record<
    string,
    unknown
  >;
  // The brand-named membership flag (hasMy{brand}) the update stored.
  const membership = Object.entries(user).find(([key]) => /^hasMy[A-Za-z0-9]+$/.test(key));
  expect(membership?.[1]).toBe(true);
  // A member now: interests join the menu.
  await expect(menu.getByRole('link', { name: 'Mis intereses' })).toBeVisible();
});

test('sa-ar runs no loyalty club: no loyalty area (a direct visit is the account home), right to left', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, SHOPPER.email, SHOPPER.password);
  await page.goto(`/sa-ar/my-account/mytous/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(`/sa-ar/my-account/youraccount/`);
  await expect(page.getByTestId('personal-data')).toBeVisible();
  await expect(page.getByTestId('loyalty-level')).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'mytous-redirect-sa-ar');
});
