// A port that records the last argument of every call (the actor's { signal }) and answers
// as the test says, for checking the machines' call actors.
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { CallSignal } from '../src/calls/call-signal.js';

export type Answer = (method: string) => Promise<unknown>;

/** A port whose every method records its last argument and answers as told. */
export function recordingPort<P extends object>(answer: Answer) {
  const signals: Array<CallSignal | undefined> = [];
  const port = new Proxy({} as P, {
    get:
      (_, method) =>
      (...args: unknown[]) => {
        signals.push((args.at(-1) as { signal?: CallSignal } | undefined)?.signal);
        return answer(String(method));
      },
  });
  return { port, signals };
}

/** What an actor run with this input rejects with (null when it resolves). */
export async function rejectionOf(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  return toPromise(createActor(logic, { input }).start()).then(
    () => null,
    (error: unknown) => error,
  );
}
