import { fromPromise } from 'xstate';
import type { ZodType } from 'zod';
import { malformed, rejected } from './call-failure.js';
import type { CallOptions, CallSignal } from './call-signal.js';

export interface CallActorSpec<TInput, TOutput> {
  /** The port call; it gets the actor's signal, so stopping the actor aborts it. */
  call: (input: TInput, options: { signal: CallSignal }) => Promise<unknown>;
  /**
   * What a usable answer looks like; anything else is rejected with `malformed(answer)`. A
   * function picks the schema by the call's input (a page of online orders or of tickets).
   */
  answer: ZodType<TOutput> | ((input: TInput) => ZodType<TOutput>);
  /** What the actor rejects with when the call rejects: the package's own classification. */
  rejected: (error: unknown) => Error;
  /** What the actor rejects with when the answer does not parse. */
  malformed: (answer: unknown) => Error;
}

/**
 * The shape of every machine call actor (ADR 0011): call the port with the actor's
 * AbortSignal, parse the answer with its zod schema, and turn a rejection or an unparsable
 * answer into the package's own failure (core-bag's CallError, core-checkout's CallFailed),
 * so a machine only ever sees a typed answer (done) or a typed failure (error).
 */
export function callActorWith<TInput, TOutput>(spec: CallActorSpec<TInput, TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    let answer: unknown;
    try {
      answer = await spec.call(input, { signal });
    } catch (error) {
      throw spec.rejected(error);
    }
    const schema = typeof spec.answer === 'function' ? spec.answer(input) : spec.answer;
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw spec.malformed(answer);
    return parsed.data;
  });
}

export interface CallSpec<TInput, TOutput, R> {
  /** The port call; it gets the actor's signal, so stopping the actor aborts it. */
  call: (input: TInput, options: Required<CallOptions>) => Promise<unknown>;
  /** What a usable answer looks like (or, by input, which schema says so); else `malformed`. */
  answer: ZodType<TOutput> | ((input: TInput) => ZodType<TOutput>);
  /** What a rejection means to the machine: the package's own reason. */
  classify: (error: unknown) => R;
}

/**
 * The kernel's call actor (ADR 0034): callActorWith that rejects with a CallFailed, so a machine
 * sees a typed answer (done) or a typed failure (rejected with the package's reason, malformed,
 * or, from the state's delay, timeout). core-checkout, core-loyalty, core-orders and the
 * catalogue's machines build their actors with it; core-bag keeps its CallError.
 */
export function callActor<TInput, TOutput, R>(spec: CallSpec<TInput, TOutput, R>) {
  return callActorWith<TInput, TOutput>({
    call: spec.call,
    answer: spec.answer,
    rejected: (error) => rejected(spec.classify(error), error),
    malformed: (answer) => malformed(answer),
  });
}
