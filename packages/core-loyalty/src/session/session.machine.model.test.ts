import {
  allStateIds,
  done,
  elapse,
  fail,
  garble,
  describeEvent,
  modelEdges,
  modelPaths,
  refuse,
  replayEvents,
  stateIdsOf,
  type ModelEvent,
} from '@atelier/core-catalogue/testing';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { aSession, aUser, type ActorName } from '../../test/session-harness.js';
import type { RegistrationPayload } from './session-types.js';
import { sessionMachine, type SessionEvent } from './session.machine.js';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const payload: RegistrationPayload = {
  email: 'new@example.com',
  name: 'Nuria',
  surname: 'Pons',
  password: 'pw',
  subscribedToNewsletter: true,
  loyaltyTermsAccepted: true,
  reCaptchaToken: 'captcha',
};

/**
 * What each call may end with, as its actor (sessionActorsFrom) hands it to the machine: a
 * parsed answer, an answer that did not parse, or a rejection classified into the session's
 * kinds (a raw error stands for an actor that did not classify). Timeouts are added per state.
 */
const ANSWERS: Record<ActorName, ModelEvent[]> = {
  loadStoredSession: [
    done('loadStoredSession', aSession),
    done('loadStoredSession', null),
    garble('loadStoredSession'),
    fail('loadStoredSession', new Error('denied')),
  ],
  fetchCurrentUser: [
    done('fetchCurrentUser', aUser),
    garble('fetchCurrentUser'),
    refuse('fetchCurrentUser', 'invalidToken'),
    refuse('fetchCurrentUser', 'unexpected'),
  ],
  login: [
    done('login', aSession),
    garble('login'),
    refuse('login', 'wrongAccount'),
    fail('login', new Error('503')),
  ],
  register: [
    done('register', {}),
    refuse('register', 'duplicateEmail'),
    refuse('register', 'duplicatePhone'),
    refuse('register', 'validation'),
  ],
  saveSession: [done('saveSession'), fail('saveSession', new Error('quota'))],
  clearSession: [done('clearSession'), fail('clearSession', new Error('denied'))],
  subscribeNewsletter: [done('subscribeNewsletter'), fail('subscribeNewsletter', new Error('x'))],
  requestPasswordReset: [
    done('requestPasswordReset'),
    fail('requestPasswordReset', new Error('x')),
  ],
  changePassword: [done('changePassword'), fail('changePassword', new Error('x'))],
  restorePassword: [done('restorePassword'), fail('restorePassword', new Error('x'))],
};

/** The call a state waits on, by the state's id. */
const CALL_OF: Array<[string, ActorName]> = [
  ['session.starting', 'loadStoredSession'],
  ['session.validatingToken', 'fetchCurrentUser'],
  ['session.droppingToken', 'clearSession'],
  ['session.guest.requestingPassword', 'requestPasswordReset'],
  ['session.guest.restoringPassword', 'restorePassword'],
  ['session.registering', 'register'],
  ['session.authenticating.requestingToken', 'login'],
  ['session.authenticating.fetchingUser', 'fetchCurrentUser'],
  ['session.authenticating.savingSession', 'saveSession'],
  ['session.loggedIn.subscribingNewsletter', 'subscribeNewsletter'],
  ['session.loggedIn.changingPassword', 'changePassword'],
  ['session.loggingOut', 'clearSession'],
];

const USER_EVENTS: SessionEvent[] = [
  { type: 'LOGIN', username: 'ana@example.com', password: 'pw' },
  { type: 'REGISTER', payload },
  { type: 'EXPRESS_REGISTER', payload },
  { type: 'LOGOUT' },
  { type: 'REQUEST_PASSWORD', email: 'ana@example.com' },
  { type: 'RESTORE_PASSWORD', token: 't', newPassword: 'n' },
  { type: 'CHANGE_PASSWORD', oldPassword: 'o', newPassword: 'n' },
];

/** While a call is out only its answer (or its timeout) can come; otherwise the shopper acts. */
function eventsIn(snapshot: AnyMachineSnapshot) {
  const ids = stateIdsOf(snapshot.value, 'session');
  const call = CALL_OF.find(([id]) => ids.includes(id));
  return call ? [...ANSWERS[call[1]], elapse(call[0])] : USER_EVENTS;
}

/** What a shopper can tell apart: where the session is and what it reports. */
const observable = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as Snapshot;
  return {
    value: snapshot.value,
    loggedIn: context.user !== null,
    hasSession: context.session !== null,
    loginError: context.loginError,
    registrationError: context.registrationError,
    passwordResult: context.passwordResult,
    newsletterSubscribed: context.newsletterSubscribed,
    // Not visible, but it decides what happens after login: an express registration's choice.
    newsletterPending: context.newsletter !== null,
  };
};

const model = {
  input: { vertical: 'main' },
  events: eventsIn,
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify(observable(snapshot)),
};
const paths = modelPaths(sessionMachine, model);
const edges = modelEdges(sessionMachine, model);

describe('sessionMachine, model-based', () => {
  it('reaches every state of the machine, and every call can time out', () => {
    const reached = new Set(paths.flatMap((path) => stateIdsOf(path.state.value, 'session')));
    expect([...reached].sort()).toEqual(allStateIds(sessionMachine).sort());
    const timedOut = new Set(
      edges.map((edge) => edge.event.type).filter((type) => type.startsWith('xstate.after')),
    );
    expect(timedOut.size).toBe(CALL_OF.length);
  });

  it('never keeps an express registration newsletter choice after a failed login', () => {
    for (const path of paths) {
      if ((path.state as Snapshot).matches({ guest: 'idle' }))
        expect((path.state as Snapshot).context.newsletter).toBeNull();
    }
  });

  // Every edge of the model, after the shortest path to its source, on a live actor.
  it.each(
    edges.map((edge) => [edge.events.map((e) => describeEvent(e)).join(' > '), edge] as const),
  )('%s', async (_name, edge) => {
    const { snapshot } = await replayEvents(sessionMachine, edge.events, {
      input: { vertical: 'main' },
    });
    expect(observable(snapshot)).toEqual(observable(edge.to));
  });
});
