import {
  CALL_TIMEOUT_MS,
  callStateFor,
  failureParams,
  notProvided,
  type CallFailure,
  type Vertical,
} from '@atelier/core-catalogue';
import { assign, emit, fromPromise, setup } from 'xstate';
import { sessionTokenFailure, type SessionTokenFailure } from './session-actors.js';
import {
  classifyLoginError,
  classifyRegistrationError,
  type LoginErrorKind,
  type RegistrationErrorKind,
} from './session-errors.js';
import { LOGOUT_CLEARS, type LogoutEffect } from './session-logout.js';
import {
  EMPTY_GUEST,
  type GuestMergeData,
  type PasswordResult,
  type RegistrationPayload,
  type StoredSession,
} from './session-types.js';
import { loginUsername } from './studio-username.js';
import type { User } from '../account/user.js';

export interface SessionInput {
  vertical: Vertical;
  /** The studio line's username suffix, when the site settings give one. */
  usernameSuffix?: string;
}

export interface SessionContext {
  vertical: Vertical;
  usernameSuffix: string | undefined;
  session: StoredSession | null;
  user: User | null;
  /** Held only between registration and the login that follows it. */
  credentials: { username: string; password: string } | null;
  guest: GuestMergeData;
  /** Express registration's newsletter choice, subscribed once logged in. */
  newsletter: { email: string; name: string } | null;
  newsletterSubscribed: boolean | null;
  loginError: LoginErrorKind | null;
  registrationError: RegistrationErrorKind | null;
  passwordResult: PasswordResult | null;
  cause: unknown;
}

export type SessionEvent =
  | { type: 'LOGIN'; username: string; password: string; guest?: GuestMergeData }
  | { type: 'REGISTER'; payload: RegistrationPayload; guest?: GuestMergeData }
  | { type: 'EXPRESS_REGISTER'; payload: RegistrationPayload; guest?: GuestMergeData }
  | { type: 'LOGOUT' }
  | { type: 'REQUEST_PASSWORD'; email: string }
  | { type: 'CHANGE_PASSWORD'; oldPassword: string; newPassword: string }
  | { type: 'RESTORE_PASSWORD'; token: string; newPassword: string };

/** What the session tells the rest of the storefront. */
export type SessionEmitted =
  /** A login or registration: merge the guest bag and wishlist into the account now. */
  | { type: 'loggedIn'; user: User; session: StoredSession; merge: GuestMergeData }
  /** A stored token was reused at start-up: no merge, maybe a silent restore. */
  | { type: 'sessionRestored'; user: User; session: StoredSession }
  | { type: 'loggedOut'; clear: readonly LogoutEffect[]; redirectTo: 'home' };

const registeredCredentials = (
  context: Pick<SessionContext, 'vertical' | 'usernameSuffix'>,
  payload: RegistrationPayload,
) => ({
  username: loginUsername(payload.email, context.vertical, context.usernameSuffix),
  password: payload.password,
});

const guestOf = (event: SessionEvent): GuestMergeData =>
  ('guest' in event && event.guest) || EMPTY_GUEST;

/** What a failure transition reads: the error event of the call, or its timeout. */
type FailureArgs = { event: { type: string; error?: unknown } };
/** The error of a failed call, kept for the logs (a timeout has none). */
const causeOf = ({ event }: FailureArgs) => ({ cause: event.error });
const passwordFailed = (result: PasswordResult) => (args: FailureArgs) => ({
  result,
  ...causeOf(args),
});
const loginFailed = (args: FailureArgs) => ({
  ...failureParams(classifyLoginError)(args),
  ...causeOf(args),
});
const registrationFailed = (args: FailureArgs) => ({
  ...failureParams(classifyRegistrationError)(args),
  ...causeOf(args),
});
// Logged in without a user we can read is no login: unexpected, whatever the call said.
const userUnreadable = (args: FailureArgs) => ({
  failure: { kind: 'malformed' } as const,
  ...causeOf(args),
});
const newsletterFailed = (args: FailureArgs) => ({ subscribed: false, ...causeOf(args) });

const callState = callStateFor<SessionContext, SessionEvent>();
const withSession = ({ event }: { event: { output: StoredSession | null } }) => ({
  session: event.output,
});
const withUser = ({ event }: { event: { output: User } }) => ({ user: event.output });

/**
 * The shopper's session: start-up token reuse, login, registration, express registration,
 * logout and password flows. Every call is a named actor the caller provides
 * (sessionActorsFrom(port) parses and classifies each answer, once), run in a call state that
 * gives up after the kernel's call timeout (ADR 0003).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Reads the stored session (null when there is none). */
    loadStoredSession: fromPromise<StoredSession | null>(
      notProvided('sessionMachine', 'loadStoredSession'),
    ),
    /** GET /users/current with the session's token. */
    fetchCurrentUser: fromPromise<User, { session: StoredSession }>(
      notProvided('sessionMachine', 'fetchCurrentUser'),
    ),
    /** The password grant; answers the new session. */
    login: fromPromise<StoredSession, { username: string; password: string }>(
      notProvided('sessionMachine', 'login'),
    ),
    /** POST /users. */
    register: fromPromise<unknown, RegistrationPayload>(notProvided('sessionMachine', 'register')),
    saveSession: fromPromise<unknown, { session: StoredSession }>(
      notProvided('sessionMachine', 'saveSession'),
    ),
    /** Clears the stored session, cart id, user type and employee-discount flag. */
    clearSession: fromPromise<unknown>(notProvided('sessionMachine', 'clearSession')),
    subscribeNewsletter: fromPromise<unknown, { email: string; name: string }>(
      notProvided('sessionMachine', 'subscribeNewsletter'),
    ),
    requestPasswordReset: fromPromise<unknown, { email: string }>(
      notProvided('sessionMachine', 'requestPasswordReset'),
    ),
    changePassword: fromPromise<
      unknown,
      { userId: string; oldPassword: string; newPassword: string }
    >(notProvided('sessionMachine', 'changePassword')),
    restorePassword: fromPromise<unknown, { token: string; newPassword: string }>(
      notProvided('sessionMachine', 'restorePassword'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    hasStoredSession: (_, params: { session: StoredSession | null }) => params.session !== null,
    isInvalidToken: (_, params: { failure: CallFailure<SessionTokenFailure> }) =>
      params.failure.kind === 'rejected' && params.failure.reason === 'invalidToken',
    hasPendingNewsletter: ({ context }) => context.newsletter !== null,
  },
  actions: {
    forgetUser: assign({
      session: null,
      user: null,
      credentials: null,
      guest: EMPTY_GUEST,
      newsletter: null,
    }),
    clearResults: assign({
      loginError: null,
      registrationError: null,
      passwordResult: null,
      newsletterSubscribed: null,
      cause: undefined,
    }),
    takeSession: assign((_, params: { session: StoredSession | null }) => ({
      session: params.session,
    })),
    takeLoginSession: assign((_, params: { session: StoredSession | null }) => ({
      session: params.session,
      credentials: null,
    })),
    takeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    rememberLogin: assign(({ context, event }) =>
      event.type === 'LOGIN'
        ? {
            credentials: {
              username: loginUsername(event.username, context.vertical, context.usernameSuffix),
              password: event.password,
            },
            guest: guestOf(event),
          }
        : {},
    ),
    rememberRegistration: assign(({ context, event }) =>
      event.type === 'REGISTER' || event.type === 'EXPRESS_REGISTER'
        ? {
            credentials: registeredCredentials(context, event.payload),
            guest: guestOf(event),
            // Only an express registration subscribes, and only when the shopper chose to.
            newsletter:
              event.type === 'EXPRESS_REGISTER' && event.payload.subscribedToNewsletter
                ? { email: event.payload.email, name: event.payload.name }
                : null,
          }
        : {},
    ),
    failLogin: assign((_, params: { failure: CallFailure<LoginErrorKind>; cause: unknown }) => ({
      loginError: params.failure.kind === 'rejected' ? params.failure.reason : 'unexpectedError',
      cause: params.cause,
      credentials: null,
      session: null,
      user: null,
      newsletter: null,
    })),
    failRegistration: assign(
      (_, params: { failure: CallFailure<RegistrationErrorKind>; cause: unknown }) => ({
        registrationError:
          params.failure.kind === 'rejected' ? params.failure.reason : 'unexpected',
        cause: params.cause,
        credentials: null,
        newsletter: null,
      }),
    ),
    recordPasswordResult: assign((_, params: { result: PasswordResult; cause?: unknown }) => ({
      passwordResult: params.result,
      cause: params.cause,
    })),
    recordNewsletter: assign((_, params: { subscribed: boolean; cause?: unknown }) => ({
      newsletterSubscribed: params.subscribed,
      newsletter: null,
      cause: params.cause,
    })),
    emitLoggedIn: emit(({ context }) => ({
      type: 'loggedIn' as const,
      user: context.user as User,
      session: context.session as StoredSession,
      merge: context.guest,
    })),
    emitSessionRestored: emit(({ context }) => ({
      type: 'sessionRestored' as const,
      user: context.user as User,
      session: context.session as StoredSession,
    })),
    emitLoggedOut: emit({ type: 'loggedOut', clear: LOGOUT_CLEARS, redirectTo: 'home' }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    vertical: input.vertical,
    usernameSuffix: input.usernameSuffix,
    session: null,
    user: null,
    credentials: null,
    guest: EMPTY_GUEST,
    newsletter: null,
    newsletterSubscribed: null,
    loginError: null,
    registrationError: null,
    passwordResult: null,
    cause: undefined,
  }),
  initial: 'starting',
  states: {
    // Unreadable storage, a malformed stored session or no answer: a guest.
    starting: callState({
      src: 'loadStoredSession',
      onDone: [
        {
          guard: { type: 'hasStoredSession', params: withSession },
          target: 'validatingToken',
          actions: { type: 'takeSession', params: withSession },
        },
        { target: 'guest' },
      ],
      onFailure: { target: 'guest' },
    }),
    validatingToken: callState({
      src: 'fetchCurrentUser',
      input: ({ context }) => ({ session: context.session as StoredSession }),
      onDone: {
        target: 'loggedIn',
        actions: [{ type: 'takeUser', params: withUser }, 'emitSessionRestored'],
      },
      onFailure: [
        {
          guard: { type: 'isInvalidToken', params: failureParams(sessionTokenFailure) },
          target: 'droppingToken',
        },
        // A network failure, a timeout or a user we cannot read says nothing about the token:
        // keep it for the next start-up.
        { target: 'guest', actions: 'forgetUser' },
      ],
    }),
    droppingToken: {
      entry: 'forgetUser',
      ...callState({ src: 'clearSession', onDone: 'guest', onFailure: 'guest' }),
    },
    guest: {
      initial: 'idle',
      on: {
        LOGIN: { target: 'authenticating', actions: ['clearResults', 'rememberLogin'] },
        REGISTER: { target: 'registering', actions: ['clearResults', 'rememberRegistration'] },
        EXPRESS_REGISTER: {
          target: 'registering',
          actions: ['clearResults', 'rememberRegistration'],
        },
      },
      states: {
        idle: {
          on: {
            REQUEST_PASSWORD: { target: 'requestingPassword', actions: 'clearResults' },
            RESTORE_PASSWORD: { target: 'restoringPassword', actions: 'clearResults' },
          },
        },
        requestingPassword: callState({
          src: 'requestPasswordReset',
          input: ({ event }) => ({ email: event.type === 'REQUEST_PASSWORD' ? event.email : '' }),
          onDone: {
            target: 'idle',
            actions: { type: 'recordPasswordResult', params: { result: 'requestSent' } },
          },
          onFailure: {
            target: 'idle',
            actions: {
              type: 'recordPasswordResult',
              params: passwordFailed('requestFailed'),
            },
          },
        }),
        restoringPassword: callState({
          src: 'restorePassword',
          input: ({ event }) =>
            event.type === 'RESTORE_PASSWORD'
              ? { token: event.token, newPassword: event.newPassword }
              : { token: '', newPassword: '' },
          onDone: {
            target: 'idle',
            actions: { type: 'recordPasswordResult', params: { result: 'restored' } },
          },
          onFailure: {
            target: 'idle',
            actions: {
              type: 'recordPasswordResult',
              params: passwordFailed('restoreFailed'),
            },
          },
        }),
      },
    },
    registering: callState({
      src: 'register',
      input: ({ event }) => {
        if (event.type === 'REGISTER' || event.type === 'EXPRESS_REGISTER') return event.payload;
        throw new Error('registering is entered only by REGISTER or EXPRESS_REGISTER');
      },
      // Registration does not sign in by itself: log in with what was just registered.
      onDone: 'authenticating',
      onFailure: {
        target: 'guest',
        actions: { type: 'failRegistration', params: registrationFailed },
      },
    }),
    authenticating: {
      initial: 'requestingToken',
      states: {
        requestingToken: callState({
          src: 'login',
          input: ({ context }) => context.credentials ?? { username: '', password: '' },
          onDone: {
            target: 'fetchingUser',
            actions: { type: 'takeLoginSession', params: withSession },
          },
          onFailure: {
            target: '#session.guest',
            actions: { type: 'failLogin', params: loginFailed },
          },
        }),
        fetchingUser: callState({
          src: 'fetchCurrentUser',
          input: ({ context }) => ({ session: context.session as StoredSession }),
          onDone: { target: 'savingSession', actions: { type: 'takeUser', params: withUser } },
          onFailure: {
            target: '#session.guest',
            actions: { type: 'failLogin', params: userUnreadable },
          },
        }),
        // Not remembering the session costs the next visit a login, not this one.
        savingSession: callState({
          src: 'saveSession',
          input: ({ context }) => ({ session: context.session as StoredSession }),
          onDone: { target: '#session.loggedIn', actions: 'emitLoggedIn' },
          onFailure: { target: '#session.loggedIn', actions: 'emitLoggedIn' },
        }),
      },
    },
    loggedIn: {
      initial: 'checkingNewsletter',
      on: {
        LOGOUT: 'loggingOut',
      },
      states: {
        checkingNewsletter: {
          always: [
            { guard: 'hasPendingNewsletter', target: 'subscribingNewsletter' },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            CHANGE_PASSWORD: { target: 'changingPassword', actions: 'clearResults' },
          },
        },
        // The account exists either way; only the flag tells the failure.
        subscribingNewsletter: callState({
          src: 'subscribeNewsletter',
          input: ({ context }) => context.newsletter ?? { email: '', name: '' },
          onDone: {
            target: 'idle',
            actions: { type: 'recordNewsletter', params: { subscribed: true } },
          },
          onFailure: {
            target: 'idle',
            actions: { type: 'recordNewsletter', params: newsletterFailed },
          },
        }),
        changingPassword: callState({
          src: 'changePassword',
          input: ({ context, event }) => ({
            userId: context.user?.id ?? '',
            oldPassword: event.type === 'CHANGE_PASSWORD' ? event.oldPassword : '',
            newPassword: event.type === 'CHANGE_PASSWORD' ? event.newPassword : '',
          }),
          onDone: {
            target: 'idle',
            actions: { type: 'recordPasswordResult', params: { result: 'changed' } },
          },
          onFailure: {
            target: 'idle',
            actions: {
              type: 'recordPasswordResult',
              params: passwordFailed('changeFailed'),
            },
          },
        }),
      },
    },
    // Whatever storage says, the shopper asked to leave: the session is gone here.
    loggingOut: {
      entry: ['forgetUser', 'clearResults'],
      ...callState({
        src: 'clearSession',
        onDone: { target: 'guest', actions: 'emitLoggedOut' },
        onFailure: { target: 'guest', actions: 'emitLoggedOut' },
      }),
    },
  },
});
