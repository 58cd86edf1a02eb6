import { callActorWith } from '@atelier/core-catalogue';
import type { ZodType } from 'zod';
import { CallError } from './call-error.js';
import type { CallSignal } from './call-signal.js';

export interface CallSpec<TInput, TOutput, K extends string> {
  /** The port call; it gets the actor's signal, so stopping the actor aborts it. */
  call: (input: TInput, options: { signal: CallSignal }) => Promise<unknown>;
  /** What a usable answer looks like; anything else is a `malformed` failure. */
  answer: ZodType<TOutput>;
  /** What a rejection means to the machine. */
  classify: (error: unknown) => K;
}

/**
 * A machine's call actor (core-catalogue's callActorWith): it calls the port with the actor's
 * AbortSignal, parses the answer and classifies a rejection, so the machine only ever sees a
 * typed answer (done) or a CallError (error). The answer is parsed here and nowhere else.
 */
export function callActor<TInput, TOutput, K extends string>(spec: CallSpec<TInput, TOutput, K>) {
  return callActorWith<TInput, TOutput>({
    call: spec.call,
    answer: spec.answer,
    rejected: (error) => new CallError(spec.classify(error), error),
    malformed: (answer) => new CallError<K>('malformed', answer),
  });
}

/** The answer of the call that just ended, typed by its actor's contract (it parsed it). */
export function answerOf<T>(event: { type: string }): T {
  return (event as unknown as { output: T }).output;
}
