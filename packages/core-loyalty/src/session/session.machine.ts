import { notProvided, type Vertical } from '@atelier/core-catalogue';
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  classifyLoginError,
  classifyRegistrationError,
  isInvalidTokenError,
  type LoginErrorKind,
  type RegistrationErrorKind,
} from './session-errors.js';
import { LOGOUT_CLEARS, type LogoutEffect } from './session-logout.js';
import {
  EMPTY_GUEST,
  storedSessionSchema,
  type GuestMergeData,
  type PasswordResult,
  type RegistrationPayload,
  type StoredSession,
} from './session-types.js';
import { loginUsername } from './studio-username.js';
import { userSchema, type User } from '../account/user.js';

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

/**
 * The shopper's session: start-up token reuse, login, registration, express registration,
 * logout and password flows. Every call is a named actor the caller provides.
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
    loadStoredSession: fromPromise<unknown>(notProvided('sessionMachine', 'loadStoredSession')),
    /** GET /users/current with the session's token. */
    fetchCurrentUser: fromPromise<unknown, { session: StoredSession }>(
      notProvided('sessionMachine', 'fetchCurrentUser'),
    ),
    /** The password grant; answers the new session. */
    login: fromPromise<unknown, { username: string; password: string }>(
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
  guards: {
    isStoredSession: (_, params: { value: unknown }) =>
      storedSessionSchema.safeParse(params.value).success,
    isUser: (_, params: { value: unknown }) => userSchema.safeParse(params.value).success,
    isInvalidToken: (_, params: { error: unknown }) => isInvalidTokenError(params.error),
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
    failLoginUnexpectedly: assign({
      loginError: 'unexpectedError',
      credentials: null,
      session: null,
      user: null,
      newsletter: null,
    }),
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
    starting: {
      invoke: {
        id: 'loadStoredSession',
        src: 'loadStoredSession',
        onDone: [
          {
            guard: { type: 'isStoredSession', params: ({ event }) => ({ value: event.output }) },
            target: 'validatingToken',
            actions: assign({ session: ({ event }) => storedSessionSchema.parse(event.output) }),
          },
          { target: 'guest' },
        ],
        onError: 'guest',
      },
    },
    validatingToken: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ session: context.session as StoredSession }),
        onDone: [
          {
            guard: { type: 'isUser', params: ({ event }) => ({ value: event.output }) },
            target: 'loggedIn',
            actions: [
              assign({ user: ({ event }) => userSchema.parse(event.output) }),
              'emitSessionRestored',
            ],
          },
          // A user we cannot read is no session to reuse, but the token may be fine: keep it.
          { target: 'guest', actions: 'forgetUser' },
        ],
        onError: [
          {
            guard: { type: 'isInvalidToken', params: ({ event }) => ({ error: event.error }) },
            target: 'droppingToken',
          },
          // A network failure says nothing about the token: keep it for the next start-up.
          { target: 'guest', actions: 'forgetUser' },
        ],
      },
    },
    droppingToken: {
      entry: 'forgetUser',
      invoke: { id: 'clearSession', src: 'clearSession', onDone: 'guest', onError: 'guest' },
    },
    guest: {
      initial: 'idle',
      on: {
        LOGIN: {
          target: 'authenticating',
          actions: [
            'clearResults',
            assign({
              credentials: ({ context, event }) => ({
                username: loginUsername(event.username, context.vertical, context.usernameSuffix),
                password: event.password,
              }),
              guest: ({ event }) => guestOf(event),
            }),
          ],
        },
        REGISTER: {
          target: 'registering',
          actions: [
            'clearResults',
            assign({
              credentials: ({ context, event }) => registeredCredentials(context, event.payload),
              guest: ({ event }) => guestOf(event),
              newsletter: null,
            }),
          ],
        },
        EXPRESS_REGISTER: {
          target: 'registering',
          actions: [
            'clearResults',
            assign({
              credentials: ({ context, event }) => registeredCredentials(context, event.payload),
              guest: ({ event }) => guestOf(event),
              newsletter: ({ event }) =>
                event.payload.subscribedToNewsletter
                  ? { email: event.payload.email, name: event.payload.name }
                  : null,
            }),
          ],
        },
      },
      states: {
        idle: {
          on: {
            REQUEST_PASSWORD: { target: 'requestingPassword', actions: 'clearResults' },
            RESTORE_PASSWORD: { target: 'restoringPassword', actions: 'clearResults' },
          },
        },
        requestingPassword: {
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ event }) => ({ email: event.type === 'REQUEST_PASSWORD' ? event.email : '' }),
            onDone: { target: 'idle', actions: assign({ passwordResult: 'requestSent' }) },
            onError: {
              target: 'idle',
              actions: assign({
                passwordResult: 'requestFailed',
                cause: ({ event }) => event.error,
              }),
            },
          },
        },
        restoringPassword: {
          invoke: {
            id: 'restorePassword',
            src: 'restorePassword',
            input: ({ event }) =>
              event.type === 'RESTORE_PASSWORD'
                ? { token: event.token, newPassword: event.newPassword }
                : { token: '', newPassword: '' },
            onDone: { target: 'idle', actions: assign({ passwordResult: 'restored' }) },
            onError: {
              target: 'idle',
              actions: assign({
                passwordResult: 'restoreFailed',
                cause: ({ event }) => event.error,
              }),
            },
          },
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          if (event.type === 'REGISTER' || event.type === 'EXPRESS_REGISTER') return event.payload;
          throw new Error('registering is entered only by REGISTER or EXPRESS_REGISTER');
        },
        // Registration does not sign in by itself: log in with what was just registered.
        onDone: 'authenticating',
        onError: {
          target: 'guest',
          actions: assign({
            registrationError: ({ event }) => classifyRegistrationError(event.error),
            cause: ({ event }) => event.error,
            credentials: null,
            newsletter: null,
          }),
        },
      },
    },
    authenticating: {
      initial: 'requestingToken',
      states: {
        requestingToken: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => context.credentials ?? { username: '', password: '' },
            onDone: [
              {
                guard: {
                  type: 'isStoredSession',
                  params: ({ event }) => ({ value: event.output }),
                },
                target: 'fetchingUser',
                actions: assign({
                  session: ({ event }) => storedSessionSchema.parse(event.output),
                  credentials: null,
                }),
              },
              { target: '#session.guest', actions: 'failLoginUnexpectedly' },
            ],
            onError: {
              target: '#session.guest',
              actions: assign({
                loginError: ({ event }) => classifyLoginError(event.error),
                cause: ({ event }) => event.error,
                credentials: null,
                newsletter: null,
              }),
            },
          },
        },
        fetchingUser: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            input: ({ context }) => ({ session: context.session as StoredSession }),
            onDone: [
              {
                guard: { type: 'isUser', params: ({ event }) => ({ value: event.output }) },
                target: 'savingSession',
                actions: assign({ user: ({ event }) => userSchema.parse(event.output) }),
              },
              { target: '#session.guest', actions: 'failLoginUnexpectedly' },
            ],
            onError: {
              target: '#session.guest',
              actions: ['failLoginUnexpectedly', assign({ cause: ({ event }) => event.error })],
            },
          },
        },
        savingSession: {
          invoke: {
            id: 'saveSession',
            src: 'saveSession',
            input: ({ context }) => ({ session: context.session as StoredSession }),
            // Not remembering the session costs the next visit a login, not this one.
            onDone: { target: '#session.loggedIn', actions: 'emitLoggedIn' },
            onError: { target: '#session.loggedIn', actions: 'emitLoggedIn' },
          },
        },
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
        subscribingNewsletter: {
          invoke: {
            id: 'subscribeNewsletter',
            src: 'subscribeNewsletter',
            input: ({ context }) => context.newsletter ?? { email: '', name: '' },
            onDone: {
              target: 'idle',
              actions: assign({ newsletterSubscribed: true, newsletter: null }),
            },
            // The account exists either way; only the flag tells the failure.
            onError: {
              target: 'idle',
              actions: assign({
                newsletterSubscribed: false,
                newsletter: null,
                cause: ({ event }) => event.error,
              }),
            },
          },
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context, event }) => ({
              userId: context.user?.id ?? '',
              oldPassword: event.type === 'CHANGE_PASSWORD' ? event.oldPassword : '',
              newPassword: event.type === 'CHANGE_PASSWORD' ? event.newPassword : '',
            }),
            onDone: { target: 'idle', actions: assign({ passwordResult: 'changed' }) },
            onError: {
              target: 'idle',
              actions: assign({
                passwordResult: 'changeFailed',
                cause: ({ event }) => event.error,
              }),
            },
          },
        },
      },
    },
    loggingOut: {
      entry: ['forgetUser', 'clearResults'],
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: { target: 'guest', actions: 'emitLoggedOut' },
        // Whatever storage says, the shopper asked to leave: the session is gone here.
        onError: { target: 'guest', actions: 'emitLoggedOut' },
      },
    },
  },
});
