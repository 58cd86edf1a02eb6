import { callStateWith } from '@atelier/core-catalogue';

/**
 * `callStateFor<Context>()` gives a machine its builder of the state that runs one back-end
 * call (core-catalogue's callStateWith): invoke the actor (its id is its name) and leave by
 * `onDone` with its typed answer, or by `onFailure` on a rejection or once the
 * `operationTimeout` delay passes. Leaving the state stops the actor, which aborts the port
 * call through its signal, so no call outlives its state and none can hang the machine.
 * `onFailure` actions read the failure with failureOf, which tells the timeout from a
 * rejection.
 */
export const callStateFor = callStateWith('operationTimeout');
