import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import type { RegistrationData } from '../ports/checkout-port.js';

export interface ExpressRegisterInput {
  data: RegistrationData;
  /** reCAPTCHA token obtained by the UI just before submitting. */
  captchaToken: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string | undefined;
}

type Step = 'register' | 'login' | 'session' | 'newsletter';

export interface ExpressRegisterContext extends ExpressRegisterInput {
  session: SessionTokens | null;
  /** Which call failed: the modal uses the create-account error labels for its text. */
  failedAt: Step | null;
}

const MACHINE = 'expressRegisterMachine';
const callState = callStateFor<ExpressRegisterContext>();
const failAt = (step: Step) => ({ type: 'failAt', params: { step } }) as const;

/**
 * Express registration (docs/product/checkout.md §11): register with the captcha token, log in,
 * store the session, subscribe to the newsletter if chosen.
 */
export const expressRegisterMachine = setup({
  types: {
    context: {} as ExpressRegisterContext,
    input: {} as ExpressRegisterInput,
    output: {} as { registered: boolean; failedAt: Step | null },
  },
  actors: {
    registerCustomer: fromPromise<void, ExpressRegisterInput>(
      notProvided(MACHINE, 'registerCustomer'),
    ),
    login: fromPromise<SessionTokens, { email: string; password: string }>(
      notProvided(MACHINE, 'login'),
    ),
    storeSession: fromPromise<void, SessionTokens>(notProvided(MACHINE, 'storeSession')),
    subscribeNewsletter: fromPromise<void, { email: string }>(
      notProvided(MACHINE, 'subscribeNewsletter'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    wantsNewsletter: ({ context }) => context.data.subscribedToNewsletter,
  },
  actions: {
    failAt: assign((_, p: { step: Step }) => ({ failedAt: p.step })),
    takeSession: assign((_, p: { session: SessionTokens }) => ({ session: p.session })),
  },
}).createMachine({
  id: 'expressRegister',
  context: ({ input }) => ({ ...input, session: null, failedAt: null }),
  initial: 'registering',
  states: {
    registering: callState({
      src: 'registerCustomer',
      input: ({ context }) => ({ data: context.data, captchaToken: context.captchaToken }),
      onDone: 'loggingIn',
      onFailure: { target: 'failed', actions: failAt('register') },
    }),
    loggingIn: callState({
      src: 'login',
      input: ({ context }) => ({ email: context.data.email, password: context.data.password }),
      onDone: {
        target: 'storingSession',
        actions: {
          type: 'takeSession',
          params: ({ event }: { event: { output: SessionTokens } }) => ({ session: event.output }),
        },
      },
      onFailure: { target: 'failed', actions: failAt('login') },
    }),
    storingSession: callState({
      src: 'storeSession',
      input: ({ context }) => context.session as SessionTokens,
      onDone: [{ guard: 'wantsNewsletter', target: 'subscribing' }, { target: 'registered' }],
      onFailure: { target: 'failed', actions: failAt('session') },
    }),
    subscribing: callState({
      src: 'subscribeNewsletter',
      input: ({ context }) => ({ email: context.data.email }),
      onDone: 'registered',
      // The account exists and is logged in: a newsletter failure must not undo that.
      onFailure: { target: 'registered', actions: failAt('newsletter') },
    }),
    registered: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    registered: context.failedAt === null || context.failedAt === 'newsletter',
    failedAt: context.failedAt,
  }),
});
