import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * Model-based testing for machines whose side effects are promise actors: xstate/graph
 * walks the machine (with the done/error events of its actors as ordinary events), and
 * each walk is replayed on a real actor whose promise actors settle exactly as the walk
 * says. Every reachable state and every (state, event) pair of the walk is checked.
 */

export interface Outcome {
  kind: 'done' | 'error';
  value: unknown;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export function isActorEvent(event: EventObject): boolean {
  return event.type.startsWith(DONE) || event.type.startsWith(ERROR);
}

function outcomesOf(events: readonly EventObject[]): Outcome[] {
  return events
    .filter(isActorEvent)
    .map((event) =>
      event.type.startsWith(DONE)
        ? { kind: 'done', value: (event as EventObject & { output?: unknown }).output }
        : { kind: 'error', value: (event as EventObject & { error?: unknown }).error },
    );
}

/** A promise actor body that settles with the next scripted outcome, or never. */
export function scripted(outcomes: Outcome[]): () => Promise<unknown> {
  return () => {
    const next = outcomes.shift();
    if (!next) return new Promise<never>(() => undefined);
    return next.kind === 'done' ? Promise.resolve(next.value) : Promise.reject(next.value);
  };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface Observed {
  value: unknown;
  context: unknown;
}

export function observe(snapshot: AnyMachineSnapshot): Observed {
  return { value: snapshot.value, context: snapshot.context };
}

/** Runs `events` on a fresh actor made by `start` and returns what it saw after each. */
export async function replay(
  start: (script: () => Promise<unknown>) => AnyActorRef,
  events: readonly EventObject[],
): Promise<Observed[]> {
  const actor = start(scripted(outcomesOf(events)));
  actor.start();
  const seen: Observed[] = [];
  for (const event of events) {
    if (isActorEvent(event)) await settle();
    else actor.send(event);
    seen.push(observe(actor.getSnapshot() as AnyMachineSnapshot));
  }
  actor.stop();
  return seen;
}

export interface ModelEdge {
  from: Observed;
  events: EventObject[];
  to: Observed;
}

function key(observed: Observed): string {
  return JSON.stringify(observed);
}

/** Every edge of the reachable graph, each with the shortest event path that takes it. */
export function modelEdges(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  input?: unknown,
): ModelEdge[] {
  // createTestModel refuses machines that invoke actors, so the traversal functions are
  // used directly; the replay below plays the part of the test model.
  const options = {
    events: events as never,
    ...(input === undefined ? {} : { input: input as never }),
    serializeState: (state: AnyMachineSnapshot) => key(observe(state)) as never,
  };
  const pathTo = new Map<string, EventObject[]>();
  for (const path of getShortestPaths(machine, options)) {
    pathTo.set(
      key(observe(path.state as AnyMachineSnapshot)),
      path.steps
        .map((step) => step.event as EventObject)
        .filter((event) => event.type !== 'xstate.init'),
    );
  }
  const edges: ModelEdge[] = [];
  for (const vertex of Object.values(getAdjacencyMap(machine, options))) {
    const from = observe(vertex.state as AnyMachineSnapshot);
    const prefix = pathTo.get(key(from));
    if (!prefix) throw new Error(`No path to ${key(from)}`);
    const transitions = Object.values(vertex.transitions) as {
      event: EventObject;
      state: AnyMachineSnapshot;
    }[];
    for (const transition of transitions) {
      edges.push({
        from,
        events: [...prefix, transition.event],
        to: observe(transition.state),
      });
    }
  }
  return edges;
}

export function stateName(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
