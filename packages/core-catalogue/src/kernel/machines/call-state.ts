import type { AnyEventObject, EventObject } from 'xstate';

/**
 * Every machine call gives up after this long (ADR 0003): a back-end that never answers must
 * not leave a machine waiting. Above the adapters' own HTTP timeout (COMMERCE_TIMEOUT_MS,
 * 20 s), so a slow answer normally fails there first. Override per machine with
 * `machine.provide({ delays: { callTimeout: ms } })`.
 */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * `callStateWith(delay)` makes a package's `callStateFor<Context, Event>()`: the builder of the
 * state that runs one back-end call (ADR 0011). It invokes the actor (its id is its name),
 * leaves by `onDone` with its typed answer, and by `onFailure` on a rejection or once the
 * named `delay` passes. Leaving the state stops the actor, which aborts the port call through
 * its signal, so no call outlives its state and none can hang the machine. Each machine names
 * its own delay (core-bag: `operationTimeout`, core-checkout: `callTimeout`).
 */
export function callStateWith<const TDelay extends string>(delay: TDelay) {
  return function callStateFor<TContext, TEvent extends EventObject = AnyEventObject>() {
    return function callState<
      const TSrc extends string,
      TInput,
      const TDone,
      const TFailure,
    >(spec: {
      src: TSrc;
      input?: (args: { context: TContext; event: TEvent }) => TInput;
      onDone: TDone;
      onFailure: TFailure;
    }) {
      const after = { [delay]: spec.onFailure } as { readonly [K in TDelay]: TFailure };
      return {
        invoke: {
          id: spec.src,
          src: spec.src,
          input: spec.input,
          onDone: spec.onDone,
          onError: spec.onFailure,
        },
        after,
      } as const;
    };
  };
}

/**
 * The kernel's call state builder (ADR 0034): `callStateFor<Context, Event>()` leaves by
 * `onFailure` on a rejection or after `callTimeout` (CALL_TIMEOUT_MS unless the machine is
 * given another delay). core-bag keeps its own delay name, `operationTimeout`.
 */
export const callStateFor = callStateWith('callTimeout');
