import { describe, expect, it } from 'vitest';
import { CALL_TIMEOUT_MS } from '@atelier/core-catalogue';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { aSession, aUser, fail, ok, startSession } from '../../test/session-harness.js';
import { LOGOUT_CLEARS } from './session-logout.js';
import type { RegistrationPayload } from './session-types.js';
import { sessionActorsFrom, type SessionPort } from './session-actors.js';
import { sessionMachine } from './session.machine.js';

const payload: RegistrationPayload = {
  email: 'new@example.com',
  name: 'Nuria',
  surname: 'Pons',
  password: 'S3cret!',
  subscribedToNewsletter: true,
  loyaltyTermsAccepted: true,
  reCaptchaToken: 'captcha',
};
const guest = { cartId: 'anon-cart', wishlistProductIds: ['p1', 'p2'], selectedProductsCount: 3 };

describe('sessionMachine', () => {
  describe('start-up', () => {
    it('is a guest without a stored session', async () => {
      const { actor, calls, settled } = startSession();
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(calls.fetchCurrentUser).toHaveLength(0);
    });

    it('reuses a stored token the server accepts', async () => {
      const { actor, calls, emitted, settled } = startSession({
        loadStoredSession: [ok(aSession)],
      });
      await settled();
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      expect(calls.fetchCurrentUser).toEqual([{ session: aSession }]);
      expect(actor.getSnapshot().context.user?.id).toBe('u1');
      expect(emitted).toEqual([
        expect.objectContaining({ type: 'sessionRestored', session: aSession }),
      ]);
    });

    it.each([
      ['invalid token', { errors: [{ type: 'InvalidTokenError' }] }],
      ['invalid_grant', { error: 'invalid_grant' }],
    ])('drops a stored token rejected as %s', async (_label, error) => {
      const { actor, calls, settled } = startSession({
        loadStoredSession: [ok(aSession)],
        fetchCurrentUser: [fail(error)],
      });
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(calls.clearSession).toHaveLength(1);
      expect(actor.getSnapshot().context.session).toBeNull();
    });

    it('keeps the stored token through a network failure, as a guest for now', async () => {
      const { actor, calls, settled } = startSession({
        loadStoredSession: [ok(aSession)],
        fetchCurrentUser: [fail(new Error('fetch failed'))],
      });
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(calls.clearSession).toHaveLength(0);
    });

    it.each([
      ['a malformed stored session', { loadStoredSession: [ok({ token: 1 })] }],
      ['unreadable storage', { loadStoredSession: [fail(new Error('denied'))] }],
      [
        'a malformed user',
        { loadStoredSession: [ok(aSession)], fetchCurrentUser: [ok({ name: 'x' })] },
      ],
    ])('starts as a guest with %s', async (_label, script) => {
      const { actor, emitted, settled } = startSession(script);
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(emitted).toEqual([]);
    });
  });

  describe('login', () => {
    it('logs in, stores the session and emits what the merges need', async () => {
      const { actor, calls, emitted, settled } = startSession();
      await settled();
      actor.send({ type: 'LOGIN', username: 'ana@example.com', password: 'pw', guest });
      await settled();
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      expect(calls.login).toEqual([{ username: 'ana@example.com', password: 'pw' }]);
      expect(calls.saveSession).toEqual([{ session: aSession }]);
      expect(context.credentials).toBeNull();
      expect(emitted).toEqual([
        { type: 'loggedIn', user: expect.objectContaining(aUser), session: aSession, merge: guest },
      ]);
    });

    it('sends the studio-line username with its suffix', async () => {
      const { actor, calls, settled } = startSession(
        {},
        { vertical: 'suot', usernameSuffix: '@suot' },
      );
      await settled();
      actor.send({ type: 'LOGIN', username: 'ana@example.com', password: 'pw' });
      await settled();
      expect(calls.login).toEqual([{ username: 'ana@example.com@suot', password: 'pw' }]);
    });

    it('merges nothing for a guest without bag or wishlist', async () => {
      const { actor, emitted, settled } = startSession();
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      await settled();
      expect(emitted[0]).toMatchObject({
        merge: { cartId: null, wishlistProductIds: [], selectedProductsCount: null },
      });
    });

    it.each([
      ['invalid_grant', { error: 'invalid_grant' }, 'wrongAccount'],
      ['any other error', new Error('503'), 'unexpectedError'],
    ])('reports %s', async (_label, error, expected) => {
      const { actor, emitted, settled } = startSession({ login: [fail(error)] });
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(actor.getSnapshot().context.loginError).toBe(expected);
      expect(actor.getSnapshot().context.credentials).toBeNull();
      expect(emitted).toEqual([]);
    });

    it('treats a malformed token or user, or a failed user fetch, as unexpected', async () => {
      for (const script of [
        { login: [ok({ access: 'x' })] },
        { fetchCurrentUser: [ok(null)] },
        { fetchCurrentUser: [fail(new Error('500'))] },
      ]) {
        const { actor, calls, settled } = startSession(script);
        await settled();
        actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
        await settled();
        expect(actor.getSnapshot().matches('guest')).toBe(true);
        expect(actor.getSnapshot().context.loginError).toBe('unexpectedError');
        expect(actor.getSnapshot().context.session).toBeNull();
        expect(calls.saveSession).toHaveLength(0);
      }
    });

    it('stays logged in when the session cannot be stored', async () => {
      const { actor, emitted, settled } = startSession({ saveSession: [fail(new Error('quota'))] });
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      await settled();
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      expect(emitted.map((e) => e.type)).toEqual(['loggedIn']);
    });

    it('clears the last error on a new attempt', async () => {
      const { actor, settled } = startSession({ login: [fail({ error: 'invalid_grant' })] });
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'c' });
      await settled();
      expect(actor.getSnapshot().context.loginError).toBeNull();
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    });
  });

  describe('registration', () => {
    it('registers, then logs in with the new account', async () => {
      const { actor, calls, emitted, settled } = startSession();
      await settled();
      actor.send({ type: 'REGISTER', payload, guest });
      await settled();
      expect(calls.register).toEqual([payload]);
      expect(calls.login).toEqual([{ username: 'new@example.com', password: 'S3cret!' }]);
      expect(calls.subscribeNewsletter).toHaveLength(0);
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      expect(emitted[0]).toMatchObject({ type: 'loggedIn', merge: guest });
    });

    it.each([
      ['users-user.duplicateUid-002', 'duplicateEmail'],
      ['users-user.duplicateUid-005', 'duplicatePhone'],
      ['users-user.validationError-002', 'validation'],
      ['something-else', 'unexpected'],
    ])('reports %s as %s and does not log in', async (errorCode, expected) => {
      const { actor, calls, settled } = startSession({
        register: [fail({ data: { errors: [{ errorCode }] } })],
      });
      await settled();
      actor.send({ type: 'REGISTER', payload });
      await settled();
      expect(actor.getSnapshot().context.registrationError).toBe(expected);
      expect(actor.getSnapshot().context.credentials).toBeNull();
      expect(calls.login).toHaveLength(0);
    });

    it('subscribes to the newsletter after an express registration that chose it', async () => {
      const { actor, calls, settled } = startSession();
      await settled();
      actor.send({ type: 'EXPRESS_REGISTER', payload });
      await settled();
      expect(calls.subscribeNewsletter).toEqual([{ email: 'new@example.com', name: 'Nuria' }]);
      expect(actor.getSnapshot().context.newsletterSubscribed).toBe(true);
    });

    it('skips the newsletter when not chosen, and survives its failure', async () => {
      const quiet = startSession();
      await quiet.settled();
      quiet.actor.send({
        type: 'EXPRESS_REGISTER',
        payload: { ...payload, subscribedToNewsletter: false },
      });
      await quiet.settled();
      expect(quiet.calls.subscribeNewsletter).toHaveLength(0);

      const failing = startSession({ subscribeNewsletter: [fail(new Error('503'))] });
      await failing.settled();
      failing.actor.send({ type: 'EXPRESS_REGISTER', payload });
      await failing.settled();
      expect(failing.actor.getSnapshot().matches('loggedIn')).toBe(true);
      expect(failing.actor.getSnapshot().context.newsletterSubscribed).toBe(false);
    });

    it('forgets the newsletter choice when the express registration fails', async () => {
      const { actor, calls, settled } = startSession({ register: [fail(new Error('x'))] });
      await settled();
      actor.send({ type: 'EXPRESS_REGISTER', payload });
      await settled();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      await settled();
      expect(calls.subscribeNewsletter).toHaveLength(0);
    });
  });

  describe('logout', () => {
    it('clears everything and sends the shopper home', async () => {
      const { actor, calls, emitted, settled } = startSession({
        loadStoredSession: [ok(aSession)],
      });
      await settled();
      actor.send({ type: 'LOGOUT' });
      await settled();
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(calls.clearSession).toHaveLength(1);
      expect(context.user).toBeNull();
      expect(context.session).toBeNull();
      expect(emitted.at(-1)).toEqual({
        type: 'loggedOut',
        clear: LOGOUT_CLEARS,
        redirectTo: 'home',
      });
    });

    it('logs out even when the stored session cannot be cleared', async () => {
      const { actor, emitted, settled } = startSession({
        loadStoredSession: [ok(aSession)],
        clearSession: [fail(new Error('denied'))],
      });
      await settled();
      actor.send({ type: 'LOGOUT' });
      await settled();
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(emitted.at(-1)?.type).toBe('loggedOut');
    });

    it('ignores LOGOUT from a guest', async () => {
      const { actor, calls, settled } = startSession();
      await settled();
      actor.send({ type: 'LOGOUT' });
      expect(calls.clearSession).toHaveLength(0);
    });
  });

  describe('passwords', () => {
    it('requests the recovery e-mail', async () => {
      const { actor, calls, settled } = startSession({
        requestPasswordReset: [ok(), fail(new Error('x'))],
      });
      await settled();
      actor.send({ type: 'REQUEST_PASSWORD', email: 'ana@example.com' });
      await settled();
      expect(calls.requestPasswordReset).toEqual([{ email: 'ana@example.com' }]);
      expect(actor.getSnapshot().context.passwordResult).toBe('requestSent');
      actor.send({ type: 'REQUEST_PASSWORD', email: 'ana@example.com' });
      await settled();
      expect(actor.getSnapshot().context.passwordResult).toBe('requestFailed');
    });

    it('restores a password with the token of the e-mail', async () => {
      const { actor, calls, settled } = startSession({
        restorePassword: [ok(), fail(new Error('expired'))],
      });
      await settled();
      actor.send({ type: 'RESTORE_PASSWORD', token: 't', newPassword: 'n' });
      await settled();
      expect(calls.restorePassword).toEqual([{ token: 't', newPassword: 'n' }]);
      expect(actor.getSnapshot().context.passwordResult).toBe('restored');
      actor.send({ type: 'RESTORE_PASSWORD', token: 't', newPassword: 'n' });
      await settled();
      expect(actor.getSnapshot().context.passwordResult).toBe('restoreFailed');
    });

    it('changes the password of the logged-in user', async () => {
      const { actor, calls, settled } = startSession({
        loadStoredSession: [ok(aSession)],
        changePassword: [ok(), fail(new Error('wrong old password'))],
      });
      await settled();
      actor.send({ type: 'CHANGE_PASSWORD', oldPassword: 'o', newPassword: 'n' });
      await settled();
      expect(calls.changePassword).toEqual([{ userId: 'u1', oldPassword: 'o', newPassword: 'n' }]);
      expect(actor.getSnapshot().context.passwordResult).toBe('changed');
      actor.send({ type: 'CHANGE_PASSWORD', oldPassword: 'o', newPassword: 'n' });
      await settled();
      expect(actor.getSnapshot().context.passwordResult).toBe('changeFailed');
    });
  });

  describe('with a back-end that never answers (call timeout, ADR 0003)', () => {
    function hanging(answers: Partial<Record<string, unknown>> = {}) {
      const clock = new SimulatedClock();
      const port = new Proxy({} as SessionPort, {
        get: (_, name: string) => () =>
          name in answers ? Promise.resolve(answers[name]) : new Promise(() => {}),
      });
      const actor = createActor(sessionMachine.provide({ actors: sessionActorsFrom(port) }), {
        input: { vertical: 'main' },
        clock,
      });
      const emitted: string[] = [];
      actor.on('*', (event) => void emitted.push(event.type));
      return { actor: actor.start(), clock, emitted };
    }
    const flush = () => new Promise((resolve) => setImmediate(resolve));

    it('starts as a guest when the stored session never comes', () => {
      const { actor, clock } = hanging();
      clock.increment(CALL_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches('starting')).toBe(true);
      clock.increment(1);
      expect(actor.getSnapshot().matches({ guest: 'idle' })).toBe(true);
    });

    it('keeps the token but starts as a guest when the user never comes', async () => {
      const { actor, clock } = hanging({ loadStoredSession: aSession });
      await flush();
      expect(actor.getSnapshot().matches('validatingToken')).toBe(true);
      clock.increment(CALL_TIMEOUT_MS);
      expect(actor.getSnapshot().matches({ guest: 'idle' })).toBe(true);
    });

    it('reports a login that never answers as unexpected', async () => {
      const { actor, clock } = hanging({ loadStoredSession: null });
      await flush();
      actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
      clock.increment(CALL_TIMEOUT_MS);
      expect(actor.getSnapshot().matches({ guest: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.loginError).toBe('unexpectedError');
      expect(actor.getSnapshot().context.credentials).toBeNull();
    });

    it('logs out when clearing the storage never ends', async () => {
      const { actor, clock, emitted } = hanging({
        loadStoredSession: aSession,
        fetchCurrentUser: aUser,
      });
      await flush();
      actor.send({ type: 'LOGOUT' });
      clock.increment(CALL_TIMEOUT_MS);
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(emitted.at(-1)).toBe('loggedOut');
    });
  });

  it('starts as a guest when no actors are provided', async () => {
    const actor = createActor(sessionMachine, { input: { vertical: 'main' } }).start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN', username: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches({ guest: 'idle' }) && s.context.loginError !== null);
    expect(actor.getSnapshot().context.loginError).toBe('unexpectedError');
  });
});
