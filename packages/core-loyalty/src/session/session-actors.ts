import { callActor, type CallOptions, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { userSchema } from '../account/user.js';
import {
  classifyLoginError,
  classifyRegistrationError,
  sessionTokenFailure,
} from './session-errors.js';
import {
  storedSessionSchema,
  type RegistrationPayload,
  type StoredSession,
} from './session-types.js';

/**
 * The back-end and storage calls the session machine needs; each takes the actor's signal last
 * (stopping the actor, or its call timing out, aborts it).
 */
export interface SessionPort {
  /** The stored session, or null when there is none. */
  loadStoredSession(options: Required<CallOptions>): Promise<unknown>;
  fetchCurrentUser(
    input: { session: StoredSession },
    options: Required<CallOptions>,
  ): Promise<unknown>;
  /** The password grant; answers the new session. */
  login(
    input: { username: string; password: string },
    options: Required<CallOptions>,
  ): Promise<unknown>;
  register(payload: RegistrationPayload, options: Required<CallOptions>): Promise<unknown>;
  saveSession(input: { session: StoredSession }, options: Required<CallOptions>): Promise<unknown>;
  /** Clears the stored session, cart id, user type and employee-discount flag. */
  clearSession(options: Required<CallOptions>): Promise<unknown>;
  subscribeNewsletter(
    input: { email: string; name: string },
    options: Required<CallOptions>,
  ): Promise<unknown>;
  requestPasswordReset(input: { email: string }, options: Required<CallOptions>): Promise<unknown>;
  changePassword(
    input: { userId: string; oldPassword: string; newPassword: string },
    options: Required<CallOptions>,
  ): Promise<unknown>;
  restorePassword(
    input: { token: string; newPassword: string },
    options: Required<CallOptions>,
  ): Promise<unknown>;
}

const anything = lazySchema(() => z.unknown());
const unexpected = () => 'unexpected' as const;

/**
 * The session machine's actors over a SessionPort (the kernel's callActor, ADR 0011): each
 * answer is parsed here, once (a stored session, a user), and each rejection classified into
 * the session's own kinds, so the machine only sees typed answers and typed failures.
 */
export function sessionActorsFrom(port: SessionPort) {
  return {
    loadStoredSession: callActor({
      call: (_: unknown, o: Required<CallOptions>) => port.loadStoredSession(o),
      answer: storedSessionSchema.nullable(),
      classify: unexpected,
    }),
    fetchCurrentUser: callActor({
      call: (input: { session: StoredSession }, o: Required<CallOptions>) =>
        port.fetchCurrentUser(input, o),
      answer: userSchema,
      classify: sessionTokenFailure,
    }),
    login: callActor({
      call: (input: { username: string; password: string }, o: Required<CallOptions>) =>
        port.login(input, o),
      answer: storedSessionSchema,
      classify: classifyLoginError,
    }),
    register: callActor({
      call: (payload: RegistrationPayload, o: Required<CallOptions>) => port.register(payload, o),
      answer: anything,
      classify: classifyRegistrationError,
    }),
    saveSession: callActor({
      call: (input: { session: StoredSession }, o: Required<CallOptions>) =>
        port.saveSession(input, o),
      answer: anything,
      classify: unexpected,
    }),
    clearSession: callActor({
      call: (_: unknown, o: Required<CallOptions>) => port.clearSession(o),
      answer: anything,
      classify: unexpected,
    }),
    subscribeNewsletter: callActor({
      call: (input: { email: string; name: string }, o: Required<CallOptions>) =>
        port.subscribeNewsletter(input, o),
      answer: anything,
      classify: unexpected,
    }),
    requestPasswordReset: callActor({
      call: (input: { email: string }, o: Required<CallOptions>) =>
        port.requestPasswordReset(input, o),
      answer: anything,
      classify: unexpected,
    }),
    changePassword: callActor({
      call: (
        input: { userId: string; oldPassword: string; newPassword: string },
        o: Required<CallOptions>,
      ) => port.changePassword(input, o),
      answer: anything,
      classify: unexpected,
    }),
    restorePassword: callActor({
      call: (input: { token: string; newPassword: string }, o: Required<CallOptions>) =>
        port.restorePassword(input, o),
      answer: anything,
      classify: unexpected,
    }),
  };
}
