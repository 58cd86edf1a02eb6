// The checkout's frame while a step loads (issue 34, Lighthouse on the shipping step): the step
// bar is drawn by the server and must stay while the checkout machine starts. It used to vanish
// for a moment once the bag arrived (the frame had no step while the machine was loading) and
// came back, shifting the whole step down 44 px (CLS 0.46 in Lighthouse's run); and a guest
// back on a later step saw the register form for a frame before being sent on; and the step's
// arrival pushed the order summary below it off the screen.
import { expect, test } from '@playwright/test';
import { quietContext } from './helpers.js';

test('the step bar stays on screen from the first paint while the shipping step loads, and no other step shows', async ({
  page,
  context,
  baseURL,
}) => {
  await quietContext(context, baseURL);
  // A guest's bag with one product and an e-mail, made through the storefront's OCC proxy.
  const occ = `${baseURL}/api/commerce/occ/v2/es-es/users/anonymous/carts`;
  const headers = { 'sec-fetch-site': 'same-origin', origin: baseURL ?? '' };
  const cart = await (await page.request.post(occ, { headers, data: {} })).json();
  const guid = String(cart.guid);
  expect(
    (
      await page.request.post(`${occ}/${guid}/entries`, {
        headers,
        data: { product: { code: '101801' }, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (await page.request.put(`${occ}/${guid}/email?email=frame%40example.com`, { headers })).ok(),
  ).toBe(true);
  await context.addCookies([{ name: 'atelier_cart_es-es', value: guid, url: baseURL ?? '' }]);

  // Every animation frame from the first one: is the bar there, and did the register step's
  // form show (a guest coming back to a later step gave the e-mail already)?
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { framesSeen: string[] }).framesSeen = seen;
    const tick = () => {
      if (document.querySelector('.sf-checkout-header')) {
        const bar = document.querySelector('.sf-checkout-header [data-step]') !== null;
        const register = document.querySelector('[data-testid="guest-form"]') !== null;
        seen.push(`${bar ? 'bar' : 'no bar'}${register ? ', register form' : ''}`);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // And what moved: the layout shifts the browser reports (no input on this page).
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/es-es/checkout/shipping/');
  await expect(page.getByTestId('shipping-method-standard')).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { framesSeen: string[] }).framesSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((frame) => frame !== 'bar')).toEqual([]);
  // On a phone the order summary comes after the step: the step's arrival must not push it
  // off the screen (the loading skeleton is a screen tall). Web Vitals' "good" is under 0.1.
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});
