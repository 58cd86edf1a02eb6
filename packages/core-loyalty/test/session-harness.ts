import type { CallOptions } from '@atelier/core-catalogue';
import { createActor, type SnapshotFrom } from 'xstate';
import { waitFor } from 'xstate';
import { sessionActorsFrom, type SessionPort } from '../src/session/session-actors.js';
import {
  sessionMachine,
  type SessionEmitted,
  type SessionInput,
} from '../src/session/session.machine.js';

export type Outcome = { ok: true; output?: unknown } | { ok: false; error: unknown };
export const ok = (output?: unknown): Outcome => ({ ok: true, output });
export const fail = (error: unknown): Outcome => ({ ok: false, error });

export const ACTOR_NAMES = [
  'loadStoredSession',
  'fetchCurrentUser',
  'login',
  'register',
  'saveSession',
  'clearSession',
  'subscribeNewsletter',
  'requestPasswordReset',
  'changePassword',
  'restorePassword',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export const aSession = { accessToken: 'token-1', refreshToken: 'refresh-1' };
export const aUser = { id: 'u1', email: 'ana@example.com', firstName: 'Ana' };

/** Sensible answers when a test does not script a call. */
const DEFAULTS: Record<ActorName, Outcome> = {
  loadStoredSession: ok(null),
  fetchCurrentUser: ok(aUser),
  login: ok(aSession),
  register: ok({}),
  saveSession: ok(),
  clearSession: ok(),
  subscribeNewsletter: ok(),
  requestPasswordReset: ok(),
  changePassword: ok(),
  restorePassword: ok(),
};

/**
 * Starts the session machine with its real actors (sessionActorsFrom) over a fake port: each
 * port call answers with the next scripted outcome for its name (or the default), and records
 * its input. Faults are injected at the port, where the actors parse and classify.
 */
export function startSession(
  script: Partial<Record<ActorName, Outcome[]>> = {},
  input: SessionInput = { vertical: 'main' },
) {
  const calls: Record<ActorName, unknown[]> = Object.fromEntries(
    ACTOR_NAMES.map((n) => [n, []]),
  ) as never;
  const answer = async (name: ActorName, callInput?: unknown) => {
    calls[name].push(callInput);
    const next = script[name]?.shift() ?? DEFAULTS[name];
    if (!next.ok) throw next.error;
    return next.output;
  };
  const port = Object.fromEntries(
    ACTOR_NAMES.map((name) => [
      name,
      // Calls without input take only the options.
      (first: unknown, second?: CallOptions) =>
        second === undefined ? answer(name) : answer(name, first),
    ]),
  ) as unknown as SessionPort;
  const actor = createActor(sessionMachine.provide({ actors: sessionActorsFrom(port) }), {
    input,
  });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  /** Waits until no call is out. */
  const settled = () =>
    waitFor(actor, (s: SnapshotFrom<typeof sessionMachine>) =>
      ['guest.idle', 'loggedIn.idle'].some((state) => s.matches(state as never)),
    );
  return { actor, calls, emitted, settled };
}
