import { assign, fromPromise, setup } from 'xstate';
import type { RegistrationData } from '../ports/checkout-port.js';

export interface ExpressRegisterInput {
  data: RegistrationData;
  /** reCAPTCHA token obtained by the UI just before submitting. */
  captchaToken: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export interface ExpressRegisterContext extends ExpressRegisterInput {
  session: SessionTokens | null;
  /** Which call failed: the modal uses the create-account error labels for its text. */
  failedAt: 'register' | 'login' | 'session' | 'newsletter' | null;
}

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * Express registration (spec 3, section 4): register with the captcha token, log in, store the
 * session, subscribe to the newsletter if chosen.
 */
export const expressRegisterMachine = setup({
  types: {
    context: {} as ExpressRegisterContext,
    input: {} as ExpressRegisterInput,
    output: {} as { registered: boolean; failedAt: ExpressRegisterContext['failedAt'] },
  },
  actors: {
    registerCustomer: fromPromise<void, ExpressRegisterInput>(missing('registerCustomer')),
    login: fromPromise<SessionTokens, { email: string; password: string }>(missing('login')),
    storeSession: fromPromise<void, SessionTokens>(missing('storeSession')),
    subscribeNewsletter: fromPromise<void, { email: string }>(missing('subscribeNewsletter')),
  },
  guards: {
    wantsNewsletter: ({ context }) => context.data.subscribedToNewsletter,
    hasToken: (_, p: { output: unknown }) => {
      const token = (p.output as Partial<SessionTokens> | null | undefined)?.accessToken;
      return typeof token === 'string' && token !== '';
    },
  },
  actions: {
    failAt: assign((_, p: { step: NonNullable<ExpressRegisterContext['failedAt']> }) => ({
      failedAt: p.step,
    })),
    takeSession: assign({ session: (_, p: { output: unknown }) => p.output as SessionTokens }),
  },
}).createMachine({
  id: 'expressRegister',
  context: ({ input }) => ({ ...input, session: null, failedAt: null }),
  initial: 'registering',
  states: {
    registering: {
      invoke: {
        id: 'registerCustomer',
        src: 'registerCustomer',
        input: ({ context }) => ({ data: context.data, captchaToken: context.captchaToken }),
        onDone: 'loggingIn',
        onError: { target: 'failed', actions: { type: 'failAt', params: { step: 'register' } } },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.data.email, password: context.data.password }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ output: event.output }) },
            target: 'storingSession',
            actions: { type: 'takeSession', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'failed', actions: { type: 'failAt', params: { step: 'login' } } },
        ],
        onError: { target: 'failed', actions: { type: 'failAt', params: { step: 'login' } } },
      },
    },
    storingSession: {
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => context.session as SessionTokens,
        onDone: [{ guard: 'wantsNewsletter', target: 'subscribing' }, { target: 'registered' }],
        onError: { target: 'failed', actions: { type: 'failAt', params: { step: 'session' } } },
      },
    },
    subscribing: {
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.data.email }),
        onDone: 'registered',
        // The account exists and is logged in: a newsletter failure must not undo that.
        onError: {
          target: 'registered',
          actions: { type: 'failAt', params: { step: 'newsletter' } },
        },
      },
    },
    registered: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    registered: context.failedAt === null || context.failedAt === 'newsletter',
    failedAt: context.failedAt,
  }),
});
