import { callActorWith } from '@atelier/core-catalogue';
import type { ZodType } from 'zod';
import { malformed, rejected } from './call-failure.js';
import type { CallOptions } from './call-signal.js';

export interface CallSpec<TInput, TOutput, R> {
  /** The port call; it gets the actor's signal, so stopping the actor aborts it. */
  call: (input: TInput, options: Required<CallOptions>) => Promise<unknown>;
  /** What a usable answer looks like; anything else is a `malformed` failure. */
  answer: ZodType<TOutput>;
  /** What a rejection means to the machine. */
  classify: (error: unknown) => R;
}

/**
 * A machine's call actor (core-catalogue's callActorWith): it calls the port with the actor's
 * AbortSignal, parses the answer and classifies a rejection, so the machine only ever sees a
 * typed answer (done) or a CallFailed (error).
 */
export function callActor<TInput, TOutput, R>(spec: CallSpec<TInput, TOutput, R>) {
  return callActorWith<TInput, TOutput>({
    call: spec.call,
    answer: spec.answer,
    rejected: (error) => rejected(spec.classify(error), error),
    malformed: (answer) => malformed(answer),
  });
}
