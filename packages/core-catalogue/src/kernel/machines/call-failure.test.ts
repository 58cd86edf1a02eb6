import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callActor } from './call-actor.js';
import { CallFailed, failureOf } from './call-failure.js';
import type { CallSignal } from './call-signal.js';

const answer = z.object({ code: z.string().min(1), count: z.number().default(1) });
const classify = (error: unknown) => (error === 'gone' ? ('gone' as const) : ('other' as const));

function run(call: (input: string, options: { signal: CallSignal }) => Promise<unknown>) {
  const actor = createActor(callActor({ call, answer, classify }), { input: 'in' });
  actor.start();
  return { actor, result: toPromise(actor) };
}

describe('callActor', () => {
  it('resolves with the parsed answer, defaults included', async () => {
    await expect(run(() => Promise.resolve({ code: 'A' })).result).resolves.toEqual({
      code: 'A',
      count: 1,
    });
  });

  it('rejects an answer that does not parse as malformed', async () => {
    const error = await run(() => Promise.resolve({ code: '' })).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallFailed);
    expect((error as CallFailed).failure).toEqual({ kind: 'malformed' });
  });

  it('classifies a rejection and keeps the original error', async () => {
    const error = await run(() => Promise.reject('gone')).result.catch((e: unknown) => e);
    expect((error as CallFailed).failure).toEqual({ kind: 'rejected', reason: 'gone' });
    expect((error as CallFailed).original).toBe('gone');
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

describe('failureOf', () => {
  it('reads a timeout from an event without error, a CallFailed as is, anything else classified', () => {
    expect(failureOf({ type: 'xstate.after.callTimeout.m.s' }, classify)).toEqual({
      kind: 'timeout',
    });
    const failed = new CallFailed({ kind: 'malformed' });
    expect(failureOf({ type: 'xstate.error.actor.x', error: failed }, classify)).toEqual({
      kind: 'malformed',
    });
    expect(failureOf({ type: 'xstate.error.actor.x', error: 'gone' }, classify)).toEqual({
      kind: 'rejected',
      reason: 'gone',
    });
  });
});
