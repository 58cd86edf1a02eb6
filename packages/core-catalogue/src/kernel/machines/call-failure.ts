/**
 * Why a back-end call did not give the machine what it needs. `reason` is the actor's own
 * classification of a rejection (a payment error kind, an address problem...), so machines
 * branch on data and never read an error envelope.
 */
export type CallFailure<R> =
  | { kind: 'rejected'; reason: R }
  /** It answered, but the answer does not parse. */
  | { kind: 'malformed' }
  /** No answer within the machine's call timeout; the call was aborted. */
  | { kind: 'timeout' };

/** What a call actor rejects with: the typed failure, plus the original error for logs. */
export class CallFailed<R = unknown> extends Error {
  constructor(
    readonly failure: CallFailure<R>,
    readonly original?: unknown,
  ) {
    super(
      `call ${failure.kind}${failure.kind === 'rejected' ? `: ${String(failure.reason)}` : ''}`,
    );
    this.name = 'CallFailed';
  }
}

export const rejected = <R>(reason: R, original?: unknown): CallFailed<R> =>
  new CallFailed<R>({ kind: 'rejected', reason }, original);
export const malformed = (output?: unknown): CallFailed<never> =>
  new CallFailed<never>({ kind: 'malformed' }, output);

/**
 * The failure an invoke's error event or the state's call timeout stands for. Actors built
 * with `callActor` reject with a CallFailed; any other rejection (a hand-made actor, a missing
 * one) is classified with the same function the machine's own actors use.
 */
export function failureOf<R>(
  event: { type: string; error?: unknown },
  classify: (error: unknown) => R,
): CallFailure<R> {
  if (!('error' in event)) return { kind: 'timeout' };
  const { error } = event;
  if (error instanceof CallFailed) return error.failure as CallFailure<R>;
  return { kind: 'rejected', reason: classify(error) };
}

/** Guard and action params for a failure transition (shared by onError and the timeout). */
export const failureParams =
  <R>(classify: (error: unknown) => R) =>
  ({ event }: { event: { type: string; error?: unknown } }): { failure: CallFailure<R> } => ({
    failure: failureOf(event, classify),
  });
