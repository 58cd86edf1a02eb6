import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeCheckoutPort } from '../../test/fake-ports.js';
import {
  allStateIds,
  describePath,
  done,
  elapse,
  garble,
  modelPaths,
  refuse,
  replayPath,
  stateIdsOf,
} from '@atelier/core-catalogue/testing';
import { expressRegisterSees, registerView } from '../../test/express-oracle.js';
import { expressRegisterActorsFrom } from './express-actors.js';
import { expressRegisterMachine, type ExpressRegisterInput } from './express-register.machine.js';

const input: ExpressRegisterInput = {
  data: {
    email: 'ana@example.com',
    password: 'secret',
    name: 'Ana',
    surname: 'García',
    subscribedToNewsletter: true,
  },
  captchaToken: 'captcha-1',
};
describe('expressRegisterMachine (model-based)', () => {
  const events = [
    done('registerCustomer', undefined),
    refuse('registerCustomer', null),
    elapse('expressRegister.registering'),
    done('login', { accessToken: 'tok' }),
    garble('login'),
    refuse('login', null),
    elapse('expressRegister.loggingIn'),
    done('storeSession', undefined),
    refuse('storeSession', null),
    elapse('expressRegister.storingSession'),
    done('subscribeNewsletter', undefined),
    refuse('subscribeNewsletter', null),
    elapse('expressRegister.subscribing'),
  ];
  const withoutNewsletter = { ...input, data: { ...input.data, subscribedToNewsletter: false } };
  const plans = [input, withoutNewsletter].map((i) => ({
    input: i,
    paths: modelPaths(expressRegisterMachine, { events, input: i }),
  }));

  it('reaches every state', () => {
    const reached = new Set(
      plans.flatMap((p) =>
        p.paths.flatMap((path) => stateIdsOf(path.state.value, 'expressRegister')),
      ),
    );
    expect([...reached].sort()).toEqual(allStateIds(expressRegisterMachine).sort());
  });

  for (const { input: i, paths } of plans) {
    const newsletter = i.data.subscribedToNewsletter;
    for (const path of paths) {
      it(`replays ${newsletter ? 'with' : 'without'} the newsletter: ${describePath(path)}`, async () => {
        const { snapshot } = await replayPath(expressRegisterMachine, path, { input: i });
        expect(snapshot.value).toEqual(path.state.value);
        // And what the shopper sees, from an oracle written from docs/product/payments.md §5.1;
        // docs/product/shell.md §5.1 apart from the machine.
        const seen = expressRegisterSees(
          { newsletter },
          path.steps.map((step) => step.event),
        );
        expect(registerView(snapshot)).toEqual(seen);
      });
    }
  }
});

describe('expressRegisterMachine with a checkout port', () => {
  function run(
    runInput: ExpressRegisterInput,
    register: () => Promise<void> = () => Promise.resolve(),
  ) {
    const sessions: unknown[] = [];
    const { port, calls } = fakeCheckoutPort({
      registerCustomer: register,
      login: () => Promise.resolve({ accessToken: 'tok' }),
      subscribeNewsletter: () => Promise.resolve(),
    });
    const actors = expressRegisterActorsFrom(
      port,
      (tokens) => (sessions.push(tokens), Promise.resolve()),
    );
    const actor = createActor(expressRegisterMachine.provide({ actors }), {
      input: runInput,
    }).start();
    return { actor, calls, sessions };
  }

  it('registers with the captcha token, logs in, stores the session and subscribes', async () => {
    const { actor, calls, sessions } = run(input);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ registered: true, failedAt: null });
    expect(calls.map((c) => [c.name, c.args])).toEqual([
      ['registerCustomer', [input.data, 'captcha-1']],
      ['login', ['ana@example.com', 'secret']],
      ['subscribeNewsletter', ['ana@example.com']],
    ]);
    expect(sessions).toEqual([{ accessToken: 'tok' }]);
  });

  it('does not subscribe when the shopper did not choose the newsletter', async () => {
    const { actor, calls } = run({
      ...input,
      data: { ...input.data, subscribedToNewsletter: false },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.name)).not.toContain('subscribeNewsletter');
  });

  it('fails at login when the login answers without a token', async () => {
    const { port } = fakeCheckoutPort({
      registerCustomer: () => Promise.resolve(),
      login: () => Promise.resolve({ accessToken: '' }),
    });
    const actor = createActor(
      expressRegisterMachine.provide({
        actors: expressRegisterActorsFrom(port, () => Promise.resolve()),
      }),
      { input },
    ).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ registered: false, failedAt: 'login' });
  });

  it('stops at a failed registration', async () => {
    const { actor, calls } = run(input, () => Promise.reject(new Error('taken')));
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ registered: false, failedAt: 'register' });
    expect(calls.map((c) => c.name)).toEqual(['registerCustomer']);
  });
});
