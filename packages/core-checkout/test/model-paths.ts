// Model-based testing helper: the machine's own graph (xstate/graph) predicts paths; each path
// is then replayed on a real actor whose promise actors settle as the path says, and the
// actor must end where the model does.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { CallFailed, malformed, rejected } from '../src/calls/call-failure.js';
import { CALL_TIMEOUT_MS } from '../src/calls/call-state.js';

export type ModelEvent = EventObject & {
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
};

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

const AFTER = 'xstate.after.';

export const done = (id: string, output: unknown): ModelEvent => ({ type: `${DONE}${id}`, output });
/** The actor `id` rejects; a CallFailed as its call actor would, or a raw error. */
export const fail = (id: string, error: unknown = new Error(`${id} failed`)): ModelEvent => ({
  type: `${ERROR}${id}`,
  error,
});
export const refuse = (id: string, reason: unknown): ModelEvent => fail(id, rejected(reason));
export const garble = (id: string): ModelEvent => fail(id, malformed('garbage'));
/** The delay `delay` of the state `stateId` (for example 'card.submitting') runs out. */
export const elapse = (stateId: string, delay = 'callTimeout'): ModelEvent => ({
  type: `${AFTER}${delay}.${stateId}`,
});
export { CallFailed };

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

interface NodeShape {
  id: string;
  states: Record<string, NodeShape>;
  always?: { guard?: unknown }[];
}

/**
 * Every state id of the machine a snapshot can rest in, the root excluded. Transient states
 * (an unguarded `always` transition) are passed through within a step, so no snapshot shows them;
 * their branches are covered by the resting states they lead to.
 */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: NodeShape) => {
    for (const child of Object.values(node.states)) {
      // A state with an unguarded `always` is left within the step that enters it.
      if (!(child.always ?? []).some((t) => t.guard === undefined)) ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root as unknown as NodeShape);
  return ids;
}

export function stateIdsOf(value: StateValue, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child === undefined ? [] : stateIdsOf(child, `${prefix}.${key}`)),
  ]);
}

export type AnyPath = StatePath<AnyMachineSnapshot, ModelEvent>;

/**
 * Shortest paths to every distinct snapshot. `serializeState` narrows what counts as distinct
 * for machines whose context would otherwise multiply the states to visit.
 */
export function modelPaths(
  machine: AnyStateMachine,
  events: ModelEvent[],
  input?: unknown,
  serializeState?: (snapshot: AnyMachineSnapshot) => string,
): AnyPath[] {
  return getShortestPaths(machine, {
    events: events as never,
    // A machine that is done takes no more events; the traversal must not pretend it does.
    stopWhen: (snapshot) => snapshot.status === 'done',
    ...(input === undefined ? {} : { input: input as never }),
    ...(serializeState === undefined ? {} : { serializeState: serializeState as never }),
  }) as unknown as AnyPath[];
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function describePath(path: AnyPath): string {
  return path.steps
    .map((s) => {
      const { type, error } = s.event;
      const why = error instanceof CallFailed ? JSON.stringify(error.failure) : '';
      return type.replace(DONE, 'done:').replace(ERROR, 'error:').replace(AFTER, 'after:') + why;
    })
    .join(' > ');
}

/**
 * Replays one path: invoked actors (ids equal to their src names) settle in the order the
 * path's done / error events give; a delay event advances a simulated clock by that delay
 * (`delays`, callTimeout included by default); the other events are sent. Returns the final
 * snapshot and every snapshot on the way.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: AnyPath,
  actorNames: readonly string[],
  input?: unknown,
  delays: Record<string, number> = {},
) {
  const delayMs: Record<string, number> = { callTimeout: CALL_TIMEOUT_MS, ...delays };
  const queues = new Map<string, Outcome[]>();
  for (const { event } of path.steps) {
    const id = event.type.startsWith(DONE)
      ? event.type.slice(DONE.length)
      : event.type.startsWith(ERROR)
        ? event.type.slice(ERROR.length)
        : null;
    if (id === null) continue;
    const outcome: Outcome = event.type.startsWith(DONE)
      ? { ok: true, output: event.output }
      : { ok: false, error: event.error };
    queues.set(id, [...(queues.get(id) ?? []), outcome]);
  }
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of actorNames) {
    actors[name] = fromPromise(async () => {
      const next = queues.get(name)?.shift();
      // An invocation the path does not settle stays pending, as it does in the model.
      if (next === undefined) return new Promise<never>(() => {});
      if (!next.ok) throw next.error;
      return next.output;
    });
  }
  const provided = machine.provide({ actors } as never);
  const clock = new SimulatedClock();
  const actor = createActor(provided, {
    clock,
    ...(input === undefined ? {} : { input: input as never }),
  });
  const seen: AnyMachineSnapshot[] = [];
  actor.subscribe({ next: (s) => seen.push(s), error: () => undefined });
  actor.start();
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    if (event.type.startsWith(AFTER)) {
      const delay = event.type.slice(AFTER.length).split('.')[0] ?? '';
      clock.increment(delayMs[delay] ?? Number.NaN);
    } else if (!event.type.startsWith(DONE) && !event.type.startsWith(ERROR)) {
      actor.send(event);
    }
    await settle();
  }
  await settle();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, seen };
}
