/**
 * `callStateFor<Context>()` gives a machine its builder of the state that runs one back-end
 * call: invoke the actor (its id is its name) and leave by `onDone` with its typed answer, or
 * by `onFailure` on a rejection or once the `operationTimeout` delay passes. Leaving the state
 * stops the actor, which aborts the port call through its signal, so no call outlives its
 * state and none can hang the machine. `onFailure` actions read the failure with failureOf,
 * which tells the timeout from a rejection.
 */
export function callStateFor<TContext>() {
  return function callState<const TSrc extends string, TInput, const TDone, const TFailure>(spec: {
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    onDone: TDone;
    onFailure: TFailure;
  }) {
    return {
      invoke: {
        id: spec.src,
        src: spec.src,
        input: spec.input,
        onDone: spec.onDone,
        onError: spec.onFailure,
      },
      after: { operationTimeout: spec.onFailure },
    } as const;
  };
}
