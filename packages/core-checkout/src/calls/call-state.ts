import { callStateWith } from '@atelier/core-catalogue';

/**
 * Every machine call gives up after this long (ADR 0003): a back-end that never answers must
 * not leave a machine waiting. Above the adapters' own HTTP timeout (COMMERCE_TIMEOUT_MS,
 * 20 s), so a slow answer normally fails there first. Override per machine with
 * `machine.provide({ delays: { callTimeout: ms } })`.
 */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * `callStateFor<Context, Event>()` gives the machine's builder of the state that runs one call
 * (core-catalogue's callStateWith): invoke the actor (its id is its name) and leave by
 * `onDone` with its typed answer, or by `onFailure` on a rejection or after `callTimeout`
 * (leaving the state stops the actor, which aborts the call). `onFailure` transitions read the
 * failure with `failureParams`, which tells the timeout from a rejection.
 */
export const callStateFor = callStateWith('callTimeout');
