import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  aSession,
  aUser,
  startSession,
  type ActorName,
  type Outcome,
} from '../../test/session-harness.js';
import type { RegistrationPayload } from './session-types.js';
import { sessionMachine, type SessionEvent } from './session.machine.js';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type AnyEvent = { type: string; output?: unknown; error?: unknown };

const done = (id: ActorName, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as SessionEvent;
const failed = (id: ActorName, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as SessionEvent;

const payload: RegistrationPayload = {
  email: 'new@example.com',
  name: 'Nuria',
  surname: 'Pons',
  password: 'pw',
  subscribedToNewsletter: true,
  loyaltyTermsAccepted: true,
  reCaptchaToken: 'captcha',
};

/** What the back-end may answer to each call, good and faulty. */
const ANSWERS: Record<ActorName, SessionEvent[]> = {
  loadStoredSession: [
    done('loadStoredSession', aSession),
    done('loadStoredSession', null),
    done('loadStoredSession', { token: 42 }),
    failed('loadStoredSession', new Error('denied')),
  ],
  fetchCurrentUser: [
    done('fetchCurrentUser', aUser),
    done('fetchCurrentUser', { nope: true }),
    failed('fetchCurrentUser', { error: 'invalid_token' }),
    failed('fetchCurrentUser', new Error('network')),
  ],
  login: [
    done('login', aSession),
    done('login', 'not a session'),
    failed('login', { error: 'invalid_grant' }),
    failed('login', new Error('503')),
  ],
  register: [
    done('register', {}),
    failed('register', { errors: [{ errorCode: 'users-user.duplicateUid-002' }] }),
    failed('register', { errors: [{ errorCode: 'users-user.duplicateUid-005' }] }),
    failed('register', { errors: [{ errorCode: 'users-user.validationError-002' }] }),
  ],
  saveSession: [done('saveSession'), failed('saveSession', new Error('quota'))],
  clearSession: [done('clearSession'), failed('clearSession', new Error('denied'))],
  subscribeNewsletter: [done('subscribeNewsletter'), failed('subscribeNewsletter', new Error('x'))],
  requestPasswordReset: [
    done('requestPasswordReset'),
    failed('requestPasswordReset', new Error('x')),
  ],
  changePassword: [done('changePassword'), failed('changePassword', new Error('x'))],
  restorePassword: [done('restorePassword'), failed('restorePassword', new Error('x'))],
};

/** The call a state waits on, if any. */
const CALL_OF: Array<[string, ActorName]> = [
  ['starting', 'loadStoredSession'],
  ['validatingToken', 'fetchCurrentUser'],
  ['droppingToken', 'clearSession'],
  ['guest.requestingPassword', 'requestPasswordReset'],
  ['guest.restoringPassword', 'restorePassword'],
  ['registering', 'register'],
  ['authenticating.requestingToken', 'login'],
  ['authenticating.fetchingUser', 'fetchCurrentUser'],
  ['authenticating.savingSession', 'saveSession'],
  ['loggedIn.subscribingNewsletter', 'subscribeNewsletter'],
  ['loggedIn.changingPassword', 'changePassword'],
  ['loggingOut', 'clearSession'],
];
const callOf = (snapshot: Snapshot): ActorName | undefined =>
  CALL_OF.find(([state]) => snapshot.matches(state as never))?.[1];

const USER_EVENTS: SessionEvent[] = [
  { type: 'LOGIN', username: 'ana@example.com', password: 'pw' },
  { type: 'REGISTER', payload },
  { type: 'EXPRESS_REGISTER', payload },
  { type: 'LOGOUT' },
  { type: 'REQUEST_PASSWORD', email: 'ana@example.com' },
  { type: 'RESTORE_PASSWORD', token: 't', newPassword: 'n' },
  { type: 'CHANGE_PASSWORD', oldPassword: 'o', newPassword: 'n' },
];

/** What a shopper can tell apart: where the session is and what it reports. */
const observable = (snapshot: Snapshot) => ({
  value: snapshot.value,
  loggedIn: snapshot.context.user !== null,
  hasSession: snapshot.context.session !== null,
  loginError: snapshot.context.loginError,
  registrationError: snapshot.context.registrationError,
  passwordResult: snapshot.context.passwordResult,
  newsletterSubscribed: snapshot.context.newsletterSubscribed,
  // Not visible, but it decides what happens after login: an express registration's choice.
  newsletterPending: snapshot.context.newsletter !== null,
});

const paths = getShortestPaths(sessionMachine, {
  input: { vertical: 'main' },
  // While a call is out only its answer can come; otherwise only the shopper acts.
  events: (snapshot: Snapshot) => {
    const call = callOf(snapshot);
    return call ? ANSWERS[call] : USER_EVENTS;
  },
  serializeState: (snapshot: Snapshot) => JSON.stringify(observable(snapshot)) as never,
});

describe('sessionMachine, model-based', () => {
  it('never keeps an express registration newsletter choice after a failed login', () => {
    for (const path of paths) {
      if (path.state.matches({ guest: 'idle' })) expect(path.state.context.newsletter).toBeNull();
    }
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const [state] of CALL_OF) {
      const [parent, child] = state.split('.');
      expect(reached).toContain(JSON.stringify(child ? { [parent!]: child } : parent));
    }
    expect(reached).toContain(JSON.stringify({ guest: 'idle' }));
    expect(reached).toContain(JSON.stringify({ loggedIn: 'idle' }));
  });

  const describeEvent = (event: AnyEvent): string => {
    const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (!match) return event.type;
    if (match[1] === 'done') return `${match[2]} answers ${JSON.stringify(event.output ?? null)}`;
    return `${match[2]} fails with ${event.error instanceof Error ? event.error.message : JSON.stringify(event.error)}`;
  };

  it.each(
    paths.map((path) => [path.steps.map((s) => describeEvent(s.event)).join(' > '), path] as const),
  )('%s', async (_name, path) => {
    // Script the fake back-end with the answers of this path, per call, in order.
    const script: Partial<Record<ActorName, Outcome[]>> = {};
    for (const step of path.steps) {
      const event = step.event as AnyEvent;
      const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
      if (!match) continue;
      const name = match[2] as ActorName;
      (script[name] ??= []).push(
        match[1] === 'done'
          ? { ok: true, output: event.output }
          : { ok: false, error: event.error },
      );
    }
    const { actor } = startSession(script);
    for (const step of path.steps) {
      const type: string = step.event.type;
      if (type === 'xstate.init') continue;
      if (type.startsWith('xstate.')) {
        // Let the fake answer: wait until the state that waited on it is left.
        const before = JSON.stringify(step.state.value);
        await new Promise<void>((resolve) => {
          const check = () => JSON.stringify(actor.getSnapshot().value) !== before;
          if (check()) return resolve();
          const sub = actor.subscribe(() => {
            if (check()) {
              sub.unsubscribe();
              resolve();
            }
          });
        });
      } else {
        actor.send(step.event);
      }
    }
    expect(observable(actor.getSnapshot())).toEqual(observable(path.state));
    actor.stop();
  });
});
