// The shopper's session in the browser: core-loyalty's sessionMachine with its calls
// provided by the OCC client through the storefront proxy (/api/commerce), whose httpOnly
// cookie holds the token. Loaded with a dynamic import by the account screens, so the
// machine, the client and zod stay out of the catalogue pages' first-load JS.
import { createOccClient } from '@atelier/adapters-commerce';
import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import {
  sessionActorsFrom,
  sessionMachine,
  type LoginErrorKind,
  type RegistrationErrorKind,
  type RegistrationPayload,
  type User,
} from '@atelier/core-loyalty';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { PROXY_SESSION, proxyLogin, proxyLogout } from './proxy-login.js';
import { commerceDialect } from '../commerce-dialect.js';

export interface SessionRuntimeOptions {
  site: SiteCode;
  vertical: Vertical;
  /** The proxy's absolute base, e.g. `https://shop.example/api/commerce`. */
  proxyBase: string;
  /** The proxy's readable hint that a token cookie is there (no call needed for guests). */
  isSignedIn: () => boolean;
  fetch?: typeof globalThis.fetch;
}

export type LoginOutcome = { ok: true; user: User } | { ok: false; error: LoginErrorKind };
export type RegisterOutcome =
  { ok: true; user: User } | { ok: false; error: RegistrationErrorKind | LoginErrorKind };

export interface SessionRuntime {
  /** The signed-in user once start-up read it, or null for a guest. */
  currentUser(): Promise<User | null>;
  login(username: string, password: string): Promise<LoginOutcome>;
  register(payload: RegistrationPayload): Promise<RegisterOutcome>;
  logout(): Promise<void>;
  requestPassword(email: string): Promise<boolean>;
  restorePassword(token: string, newPassword: string): Promise<boolean>;
  stop(): void;
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Start-up (reading the stored session and the user) is over. */
const settled = (snapshot: SessionSnapshot) =>
  snapshot.matches('guest') || snapshot.matches('loggedIn');
const idle = (snapshot: SessionSnapshot) =>
  snapshot.matches({ guest: 'idle' }) || snapshot.matches('loggedIn');

export function startSessionRuntime(options: SessionRuntimeOptions): SessionRuntime {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createOccClient({
    baseUrl: options.proxyBase,
    siteCode: options.site,
    dialect: commerceDialect(),
    // The bearer token is the proxy's business; the hint picks `current` in user paths.
    getToken: () => null,
    isSignedIn: options.isSignedIn,
    fetch: fetcher,
  });
  const machine = sessionMachine.provide({
    actors: sessionActorsFrom({
      loadStoredSession: async () => (options.isSignedIn() ? PROXY_SESSION : null),
      fetchCurrentUser: () => client.users.getCurrentUser(),
      login: (input) => proxyLogin(options.proxyBase, input.username, input.password, fetcher),
      register: (input, o) => client.users.register(input, o),
      // The proxy stored the session when it set the cookie: nothing is kept in the page.
      saveSession: async () => undefined,
      clearSession: () => proxyLogout(options.proxyBase, fetcher),
      subscribeNewsletter: (input) =>
        client.crm.subscribeNewsletter(input.email, input.name, options.vertical === 'suot'),
      requestPasswordReset: (input) => client.users.requestPasswordReset(input.email),
      changePassword: (input) => client.users.changePassword(input.oldPassword, input.newPassword),
      restorePassword: (input) => client.users.restorePassword(input.token, input.newPassword),
    }),
  });
  const actor = createActor(machine, { input: { vertical: options.vertical } });
  actor.start();
  const ready = () => waitFor(actor, idle, { timeout: 60_000 });

  return {
    async currentUser() {
      const snapshot = await waitFor(actor, settled, { timeout: 60_000 });
      return snapshot.context.user;
    },
    async login(username, password) {
      await ready();
      actor.send({ type: 'LOGIN', username, password });
      const after = await waitFor(actor, (s) => !s.matches('authenticating'));
      if (after.matches('loggedIn') && after.context.user)
        return { ok: true, user: after.context.user };
      return { ok: false, error: after.context.loginError ?? 'unexpectedError' };
    },
    async register(payload) {
      await ready();
      actor.send({ type: 'REGISTER', payload });
      const after = await waitFor(
        actor,
        (s) => !s.matches('registering') && !s.matches('authenticating'),
      );
      if (after.matches('loggedIn') && after.context.user)
        return { ok: true, user: after.context.user };
      return {
        ok: false,
        error: after.context.registrationError ?? after.context.loginError ?? 'unexpected',
      };
    },
    async logout() {
      const snapshot = await waitFor(actor, settled, { timeout: 60_000 });
      if (snapshot.matches('loggedIn')) {
        actor.send({ type: 'LOGOUT' });
        await waitFor(actor, (s) => s.matches('guest'));
        return;
      }
      // A cookie whose user could not be read (a network failure at start-up): the shopper
      // still asked to leave, so the proxy drops it.
      await proxyLogout(options.proxyBase, fetcher).catch(() => undefined);
    },
    async requestPassword(email) {
      await ready();
      actor.send({ type: 'REQUEST_PASSWORD', email });
      const after = await waitFor(actor, (s) => !s.matches({ guest: 'requestingPassword' }));
      return after.context.passwordResult === 'requestSent';
    },
    async restorePassword(token, newPassword) {
      const now = await ready();
      // The machine takes a restore from guests only, yet a signed-in shopper may open the
      // link too: the link proves the mailbox, so it is honoured; the back-end then ends
      // every session, and the next call drops this one's cookies.
      if (now.matches('loggedIn')) {
        return client.users.restorePassword(token, newPassword).then(
          () => true,
          () => false,
        );
      }
      actor.send({ type: 'RESTORE_PASSWORD', token, newPassword });
      const after = await waitFor(actor, (s) => !s.matches({ guest: 'restoringPassword' }));
      return after.context.passwordResult === 'restored';
    },
    stop: () => actor.stop(),
  };
}
