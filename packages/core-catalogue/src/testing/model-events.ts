import type { EventObject } from 'xstate';
import { CallFailed, malformed, rejected } from '../kernel/machines/call-failure.js';

/** An event of a model path: a shopper's event, or an actor's answer, failure or timeout. */
export type ModelEvent = EventObject & {
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
};

export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';

/** The actor `id` answers `output` (ids equal actor names in every core machine). */
export const done = (id: string, output?: unknown): ModelEvent => ({
  type: `${DONE}${id}`,
  output,
});
/** The actor `id` rejects; with a CallFailed as the kernel's call actors do, or a raw error. */
export const fail = (id: string, error: unknown = new Error(`${id} failed`)): ModelEvent => ({
  type: `${ERROR}${id}`,
  error,
});
/** The actor `id` rejects with the package's own reason, as callActor classifies it. */
export const refuse = (id: string, reason: unknown): ModelEvent => fail(id, rejected(reason));
/** The actor `id` answered something that does not parse. */
export const garble = (id: string): ModelEvent => fail(id, malformed('garbage'));
/** The delay `delay` of the state `stateId` (for example 'card.submitting') runs out. */
export const elapse = (stateId: string, delay = 'callTimeout'): ModelEvent => ({
  type: `${AFTER}${delay}.${stateId}`,
});

export const isActorEvent = (event: EventObject): boolean =>
  event.type.startsWith(DONE) || event.type.startsWith(ERROR);

/** The actor an answer or failure event names, or null for any other event. */
export function actorOf(event: EventObject): string | null {
  if (event.type.startsWith(DONE)) return event.type.slice(DONE.length);
  if (event.type.startsWith(ERROR)) return event.type.slice(ERROR.length);
  return null;
}

/** An event as a failing path prints it: answers and failures in short, timeouts by name. */
export function describeEvent(event: EventObject, length = 60): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type
    .replace(DONE, 'done:')
    .replace(ERROR, 'error:')
    .replace(/^xstate\.after\.([^.]+)\..*/, 'timeout:$1');
  const error = rest['error'];
  if (error instanceof CallFailed) return `${short} ${JSON.stringify(error.failure)}`;
  // An Error without own fields prints as {}: its message says more.
  const shown = error instanceof Error && JSON.stringify(error) === '{}' ? error.message : error;
  const detail = JSON.stringify(rest['output'] ?? shown ?? rest) ?? '';
  return detail === '{}' || detail === '' ? short : `${short} ${detail.slice(0, length)}`;
}

/** A path's events, shopper's and back-end's, in one line. */
export function describePath(path: { steps: readonly { event: EventObject }[] }): string {
  return path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => describeEvent(step.event))
    .join(' > ');
}
