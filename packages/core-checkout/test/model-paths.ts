// Model-based testing helper: the machine's own graph (xstate/graph) predicts paths; each path
// is then replayed on a real actor whose promise actors settle as the path says, and the
// actor must end where the model does.
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

export type ModelEvent = EventObject & {
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
};

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export const done = (id: string, output: unknown): ModelEvent => ({ type: `${DONE}${id}`, output });
export const fail = (id: string, error: unknown = new Error(`${id} failed`)): ModelEvent => ({
  type: `${ERROR}${id}`,
  error,
});

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

interface NodeShape {
  id: string;
  states: Record<string, NodeShape>;
  always?: unknown[];
}

/**
 * Every state id of the machine a snapshot can rest in, the root excluded. Transient states
 * (only `always` transitions) are passed through within a step, so no snapshot shows them;
 * their branches are covered by the resting states they lead to.
 */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: NodeShape) => {
    for (const child of Object.values(node.states)) {
      if ((child.always ?? []).length === 0) ids.push(child.id);
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
    .map((s) => s.event.type.replace(DONE, 'done:').replace(ERROR, 'error:'))
    .join(' > ');
}

/**
 * Replays one path: invoked actors (ids equal to their src names) settle in the order the
 * path's done / error events give; the other events are sent. Returns the final snapshot.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: AnyPath,
  actorNames: readonly string[],
  input?: unknown,
) {
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
  const actor = createActor(provided, input === undefined ? {} : { input: input as never });
  const seen: string[] = [];
  actor.subscribe({ next: (s) => seen.push(JSON.stringify(s.value)), error: () => undefined });
  actor.start();
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    if (!event.type.startsWith(DONE) && !event.type.startsWith(ERROR)) actor.send(event);
    await settle();
  }
  await settle();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, seen };
}
