// The browser's session for real: core-loyalty's sessionMachine and the OCC client, through
// the storefront's commerce proxy (its httpOnly token cookie), against the sandbox over HTTP.
import { SHOPPER } from '@atelier/commerce-sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieJarFetch, type CookieJarFetch } from '../../../../test/cookie-jar-fetch.js';
import {
  startSandboxBehindProxy,
  type SandboxBehindProxy,
} from '../../../../test/sandbox-behind-proxy.js';
import { startSessionRuntime, type SessionRuntime } from './session-runtime.js';

let backend: SandboxBehindProxy;
const runtimes: SessionRuntime[] = [];

beforeAll(async () => {
  backend = await startSandboxBehindProxy();
}, 60_000);
afterEach(() => {
  backend.faults.clear();
  for (const runtime of runtimes.splice(0)) runtime.stop();
});
afterAll(() => backend.close());

/** A page load in a tab whose cookies are `tab`'s. */
function page(tab: CookieJarFetch, site: 'es-es' | 'su-es' = 'es-es'): SessionRuntime {
  const runtime = startSessionRuntime({
    site,
    vertical: site === 'su-es' ? 'suot' : 'main',
    proxyBase: `${backend.origin}/api/commerce`,
    isSignedIn: () => tab.cookies()['atelier_signed_in'] === '1',
    fetch: tab.fetch,
  });
  runtimes.push(runtime);
  return runtime;
}

const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    name: 'Marta',
    surname: 'Ruiz',
    secondLastName: 'Gómez',
    password: 'Secret-2026',
    birthDate: '1990-04-05',
    subscribedToNewsletter: false,
    loyaltyTermsAccepted: true,
    reCaptchaToken: '',
    ...extra,
  };
}

describe('signing in through the proxy (docs/product/accounts.md §2.2, §9)', () => {
  it('a wrong password is a wrong account and sets no cookie; the right one signs in and the next page load knows the user', async () => {
    const tab = cookieJarFetch();
    const session = page(tab);
    expect(await session.currentUser()).toBeNull();
    expect(await session.login(SHOPPER.uid, 'not-the-password')).toEqual({
      ok: false,
      error: 'wrongAccount',
    });
    expect(tab.cookies()).toEqual({});

    const signedIn = await session.login(SHOPPER.uid, SHOPPER.password);
    expect(signedIn).toMatchObject({ ok: true, user: { email: SHOPPER.uid, firstName: 'Lucía' } });
    expect(tab.cookies()['atelier_signed_in']).toBe('1');
    // The token lives only in the cookie the browser sends back; the page never had it.
    expect(tab.cookies()['atelier_token']).toMatch(/\S{16,}/);

    const nextPage = page(tab);
    expect(await nextPage.currentUser()).toMatchObject({ email: SHOPPER.uid });
  });

  it('a server failure at login is an unexpected error, not a wrong account', async () => {
    backend.faults.add({ path: '/authorizationserver/oauth/token', status: 500, times: 1 });
    const tab = cookieJarFetch();
    expect(await page(tab).login(SHOPPER.uid, SHOPPER.password)).toEqual({
      ok: false,
      error: 'unexpectedError',
    });
    expect(tab.cookies()['atelier_signed_in']).toBeUndefined();
  });

  it('logout drops both cookies: the next page load is a guest', async () => {
    const tab = cookieJarFetch();
    const session = page(tab);
    expect((await session.login(SHOPPER.uid, SHOPPER.password)).ok).toBe(true);
    await session.logout();
    expect(tab.cookies()).toEqual({});
    expect(await page(tab).currentUser()).toBeNull();
  });

  it('a forged signed-in hint without a token opens nothing and is dropped', async () => {
    const tab = cookieJarFetch();
    tab.set('atelier_signed_in', '1');
    expect(await page(tab).currentUser()).toBeNull();
    // The back-end refused the (missing) token: the session drops the stale hint too.
    await vi.waitFor(() => expect(tab.cookies()).toEqual({}));
  });

  it('a login posted from another site is refused and sets no cookie', async () => {
    const tab = cookieJarFetch();
    const answer = await tab.fetch(
      `${backend.origin}/api/commerce/authorizationserver/oauth/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: SHOPPER.uid,
          password: SHOPPER.password,
        }).toString(),
      },
    );
    expect(answer.status).toBe(403);
    expect(tab.cookies()).toEqual({});
  });

  it("a signed-in tab reads its own user only: another shopper's account stays closed", async () => {
    const tab = cookieJarFetch();
    expect((await page(tab).login(SHOPPER.uid, SHOPPER.password)).ok).toBe(true);
    const other = await tab.fetch(
      `${backend.origin}/api/commerce/occ/v2/es-es/users/employee@example.com`,
    );
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain('employee@example.com"');
  });

  it('the studio line signs in with its username suffix', async () => {
    const tab = cookieJarFetch();
    expect(await page(tab, 'su-es').login(SHOPPER.uid, SHOPPER.password)).toMatchObject({
      ok: true,
    });
  });
});

describe('registering (docs/product/accounts.md §3.2, §3.6)', () => {
  it('registers with the site fields and signs in; the same e-mail again is a duplicate e-mail', async () => {
    const email = newEmail('new');
    const tab = cookieJarFetch();
    const created = await page(tab).register(registration(email));
    expect(created).toMatchObject({
      ok: true,
      user: { email, firstName: 'Marta', secondLastName: 'Gómez', birthDate: '1990-04-05' },
    });
    expect(tab.cookies()['atelier_signed_in']).toBe('1');

    const again = await page(cookieJarFetch()).register(registration(email));
    expect(again).toEqual({ ok: false, error: 'duplicateEmail' });
  });

  it('a phone already on an account is a duplicate phone; a server failure is unexpected', async () => {
    const phone = `+34 6${Date.now().toString().slice(-8)}`;
    expect((await page(cookieJarFetch()).register(registration(newEmail('a'), { phone }))).ok).toBe(
      true,
    );
    const second = await page(cookieJarFetch()).register(registration(newEmail('b'), { phone }));
    expect(second).toEqual({ ok: false, error: 'duplicatePhone' });

    backend.faults.add({ path: '/occ/v2/*/users', method: 'POST', status: 500, times: 1 });
    const failed = await page(cookieJarFetch()).register(registration(newEmail('c')));
    expect(failed).toEqual({ ok: false, error: 'unexpected' });
  });
});

describe('the password flows (docs/product/accounts.md §6; docs/product/commerce-api.md §3)', () => {
  it('asks for the link, refuses a bad token and sets the new password with the good one', async () => {
    const email = newEmail('reset');
    expect((await page(cookieJarFetch()).register(registration(email))).ok).toBe(true);
    const guest = page(cookieJarFetch());
    expect(await guest.requestPassword(email)).toBe(true);
    expect(await guest.restorePassword('not-a-token', 'Brand-new-2026')).toBe(false);

    const answer = await fetch(
      `${backend.sandboxUrl}/occ/v2/es-es/forgottenpasswordtokens?userId=${encodeURIComponent(email)}`,
      { method: 'POST' },
    );
    const token = answer.headers.get('x-sandbox-reset-token') ?? '';
    expect(await guest.restorePassword(token, 'Brand-new-2026')).toBe(true);
    expect(await page(cookieJarFetch()).login(email, 'Secret-2026')).toMatchObject({ ok: false });
    // A shopper who is signed in may open the link as well.
    const signedIn = page(cookieJarFetch());
    expect((await signedIn.login(email, 'Brand-new-2026')).ok).toBe(true);
    const second = await fetch(
      `${backend.sandboxUrl}/occ/v2/es-es/forgottenpasswordtokens?userId=${encodeURIComponent(email)}`,
      { method: 'POST' },
    );
    expect(
      await signedIn.restorePassword(
        second.headers.get('x-sandbox-reset-token') ?? '',
        'Third-2026',
      ),
    ).toBe(true);
    expect(await page(cookieJarFetch()).login(email, 'Third-2026')).toMatchObject({ ok: true });
  });
});
