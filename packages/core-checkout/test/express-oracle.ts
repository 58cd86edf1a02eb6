// Oracles for the express machines' model-based tests, written from docs/product/payments.md §5
// (express checkout and its error modal) and docs/product/checkout.md §11 (express registration;
// the newsletter failure) apart from the machines: they read the events of a path (each back-end
// call's answer, a call running out of time) and say what the shopper sees after them. They share
// no code with the machines; their only knowledge of them is the names of the calls (the actors),
// the typed failure those reject with, and the shape of their outputs.
import type { AnyMachineSnapshot } from 'xstate';
import { CallFailed } from '../src/calls/call-failure.js';
import type { ModelEvent } from '@atelier/core-catalogue/testing';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const TIMEOUT = 'xstate.after.callTimeout.';

/**
 * The express error modal: it names the wallet (docs/product/payments.md §5.1) and the server's
 * fields.
 */
export interface ExpressModal {
  paymentMethod: string;
  fields: string[];
  messages: string[];
}

export interface ExpressView {
  /** The step the shopper waits on, or where it ended ('done' / 'failed'). */
  screen: string;
  modal: ExpressModal | null;
  /** What the express checkout hands on when it ends: the order (its code), a redirect, an error. */
  output: unknown;
}

/** What the shopper sees of an express checkout snapshot. */
export function expressView(snapshot: AnyMachineSnapshot): ExpressView {
  const context = snapshot.context as { error: ExpressModal | null };
  return {
    screen: String(snapshot.value),
    modal: context.error,
    output: snapshot.status === 'done' ? (snapshot.output ?? null) : null,
  };
}

function next<T extends string>(pending: T | null, event: ModelEvent): T | 'timeout' | null {
  if (event.type.startsWith(TIMEOUT)) return 'timeout';
  const name = event.type.startsWith(DONE)
    ? event.type.slice(DONE.length)
    : event.type.startsWith(ERROR)
      ? event.type.slice(ERROR.length)
      : null;
  if (name === null) return null;
  if (name !== pending) {
    throw new Error(`the machine answered ${name} while the spec waits for ${String(pending)}`);
  }
  return pending;
}

/**
 * docs/product/payments.md §5.1 express checkout: with the wallet's city and region matched, a
 * guest is logged in as guest (a logged user is not), the shipping address then the guest data go
 * to the bag, then the payment. An order ends it with its code (and isExpress,
 * docs/product/checkout.md §1.4: the confirmation URL), a redirect leaves for the provider,
 * anything else is an error. Unmatched wallet data is the 'cityOrRegion' error; a refused call
 * shows the server's fields and messages, a garbled one 'malformed', an unanswered one 'timeout':
 * always in the modal that names the method.
 */
export function expressCheckoutSees(
  setup: { method: string; isGuest: boolean; walletMatches: boolean },
  events: readonly ModelEvent[],
): ExpressView {
  const modal = (messages: string[], fields: string[] = []): ExpressModal => ({
    paymentMethod: setup.method,
    fields,
    messages,
  });
  const fail = (m: ExpressModal): ExpressView => ({
    screen: 'failed',
    modal: m,
    output: { kind: 'error', modal: m },
  });
  const waiting = (screen: string): ExpressView => ({ screen, modal: null, output: null });
  const CALL: Record<string, string> = {
    loggingIn: 'loginAsGuest',
    settingAddress: 'setShippingAddress',
    settingGuestData: 'setGuestData',
    paying: 'pay',
  };
  const AFTER: Record<string, string> = {
    loggingIn: 'settingAddress',
    settingAddress: 'settingGuestData',
    settingGuestData: 'paying',
  };
  let seen: ExpressView = !setup.walletMatches
    ? fail(modal(['cityOrRegion']))
    : waiting(setup.isGuest ? 'loggingIn' : 'settingAddress');
  for (const event of events) {
    if (event.type === 'xstate.init') continue;
    if (seen.screen === 'done' || seen.screen === 'failed') {
      throw new Error(`an event after the express checkout ended: ${event.type}`);
    }
    const answered = next(CALL[seen.screen] ?? null, event);
    if (answered === null) continue;
    if (answered === 'timeout') seen = fail(modal(['timeout']));
    else if (event.type.startsWith(ERROR)) {
      const failure = event.error instanceof CallFailed ? event.error.failure : null;
      seen =
        failure?.kind === 'rejected'
          ? fail(modal(...fieldsAndMessages(failure.reason)))
          : fail(modal([failure?.kind ?? 'unknown']));
    } else if (answered !== 'pay') seen = waiting(AFTER[seen.screen] ?? '?');
    else {
      const answer = event.output as Record<string, unknown>;
      if (answer['kind'] === 'order') {
        seen = {
          screen: 'done',
          modal: null,
          output: { kind: 'order', orderCode: answer['orderCode'], isExpress: true },
        };
      } else if (answer['kind'] === 'redirect') {
        const { url, httpMethod, fields } = answer;
        seen = {
          screen: 'done',
          modal: null,
          output: { kind: 'redirect', url, httpMethod, fields },
        };
      } else seen = fail(modal(['Unexpected payment answer']));
    }
  }
  return seen;
}

function fieldsAndMessages(reason: unknown): [string[], string[]] {
  const { fields, messages } = reason as { fields: string[]; messages: string[] };
  return [messages, fields];
}

export interface RegisterView {
  screen: string;
  output: { registered: boolean; failedAt: string | null } | null;
}

/** What the shopper sees of an express registration snapshot. */
export function registerView(snapshot: AnyMachineSnapshot): RegisterView {
  return {
    screen: String(snapshot.value),
    output: snapshot.status === 'done' ? (snapshot.output as RegisterView['output']) : null,
  };
}

/**
 * docs/product/checkout.md §11, express register: register (with the captcha token), log
 * in, store the session, subscribe to the newsletter if chosen. A failed registration, login or
 * session store stops it unregistered, naming the step (the modal's create-account labels,
 * docs/product/payments.md §6.2); a newsletter failure only leaves the shopper unsubscribed
 * (docs/product/checkout.md §11): the account exists.
 */
export function expressRegisterSees(
  setup: { newsletter: boolean },
  events: readonly ModelEvent[],
): RegisterView {
  const STEPS = ['registering', 'loggingIn', 'storingSession', 'subscribing'] as const;
  const CALL = ['registerCustomer', 'login', 'storeSession', 'subscribeNewsletter'] as const;
  const FAILED_AT = ['register', 'login', 'session', 'newsletter'] as const;
  const last = setup.newsletter ? 3 : 2;
  let step = 0;
  let seen: RegisterView = { screen: 'registering', output: null };
  for (const event of events) {
    if (event.type === 'xstate.init') continue;
    if (seen.output !== null) throw new Error(`an event after the registration: ${event.type}`);
    const answered = next(CALL[step] ?? null, event);
    if (answered === null) continue;
    if (event.type.startsWith(DONE)) {
      step += 1;
      seen =
        step > last
          ? { screen: 'registered', output: { registered: true, failedAt: null } }
          : { screen: STEPS[step] ?? '?', output: null };
    } else {
      const failedAt = FAILED_AT[step] ?? '?';
      const registered = failedAt === 'newsletter';
      seen = { screen: registered ? 'registered' : 'failed', output: { registered, failedAt } };
    }
  }
  return seen;
}
