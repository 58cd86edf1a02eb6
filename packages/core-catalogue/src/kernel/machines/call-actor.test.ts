import { assign, createActor, fromPromise, setup, toPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callActorWith } from './call-actor.js';
import type { CallSignal } from './call-signal.js';
import { callStateWith } from './call-state.js';

class Failed extends Error {
  constructor(
    readonly kind: string,
    readonly original: unknown,
  ) {
    super(kind);
  }
}

const answer = z.object({ code: z.string().min(1), count: z.number().default(1) });

function run(call: (input: string, options: { signal: CallSignal }) => Promise<unknown>) {
  const logic = callActorWith({
    call,
    answer,
    rejected: (error) => new Failed(error === 'gone' ? 'gone' : 'other', error),
    malformed: (output) => new Failed('malformed', output),
  });
  const actor = createActor(logic, { input: 'in' });
  actor.start();
  return { actor, result: toPromise(actor) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('callActorWith', () => {
  it('resolves with the parsed answer, defaults included', async () => {
    await expect(run(() => Promise.resolve({ code: 'A' })).result).resolves.toEqual({
      code: 'A',
      count: 1,
    });
  });

  it("rejects an answer that does not parse with the package's malformed failure", async () => {
    const error = await failure(run(() => Promise.resolve({ code: '' })).result);
    expect(error).toBeInstanceOf(Failed);
    expect(error).toMatchObject({ kind: 'malformed', original: { code: '' } });
  });

  it("turns a rejection into the package's own failure, keeping the original", async () => {
    const error = await failure(run(() => Promise.reject('gone')).result);
    expect(error).toMatchObject({ kind: 'gone', original: 'gone' });
  });

  it('parses with the schema the input picks, when given a function', async () => {
    const byInput = callActorWith({
      call: (input: string) => Promise.resolve(input === 'n' ? 42 : 'text'),
      answer: (input: string): z.ZodType<number | string> =>
        input === 'n' ? z.number() : z.string(),
      rejected: (error) => new Failed('other', error),
      malformed: (output) => new Failed('malformed', output),
    });
    await expect(toPromise(createActor(byInput, { input: 'n' }).start())).resolves.toBe(42);
    await expect(toPromise(createActor(byInput, { input: 's' }).start())).resolves.toBe('text');
  });

  it('hands the call the actor signal: stopping the actor aborts the call', () => {
    let seen: CallSignal | undefined;
    const { actor } = run((_, { signal }) => {
      seen = signal;
      return new Promise(() => {});
    });
    expect(seen?.aborted).toBe(false);
    actor.stop();
    expect(seen?.aborted).toBe(true);
  });
});

describe('callStateWith', () => {
  const callState = callStateWith('slowCall')<{ outcome: string }>();

  function machineOver(call: (signal: AbortSignal) => Promise<string>) {
    return setup({
      types: { context: {} as { outcome: string } },
      actors: { load: fromPromise<string>(({ signal }) => call(signal)) },
      actions: {
        recordAnswer: assign({
          outcome: ({ event }) => `answer ${String((event as { output?: unknown }).output)}`,
        }),
        recordFailure: assign({
          outcome: ({ event }) => ('error' in event ? 'rejected' : 'timed out'),
        }),
      },
      delays: { slowCall: 20 },
    }).createMachine({
      context: { outcome: 'none' },
      initial: 'loading',
      states: {
        loading: callState({
          src: 'load',
          onDone: { target: 'done', actions: 'recordAnswer' },
          onFailure: { target: 'done', actions: 'recordFailure' },
        }),
        done: { type: 'final' },
      },
    });
  }

  it('invokes the actor by its name and leaves by onDone with its answer', async () => {
    const actor = createActor(machineOver(() => Promise.resolve('A'))).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.outcome).toBe('answer A');
  });

  it('leaves by onFailure on a rejection', async () => {
    const actor = createActor(machineOver(() => Promise.reject(new Error('x')))).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.outcome).toBe('rejected');
  });

  it('leaves by onFailure once the named delay passes, aborting the call', async () => {
    let seen: AbortSignal | undefined;
    const actor = createActor(
      machineOver((signal) => {
        seen = signal;
        return new Promise(() => {});
      }),
    ).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.outcome).toBe('timed out');
    expect(seen?.aborted).toBe(true);
  });
});
