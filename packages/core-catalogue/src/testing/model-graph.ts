import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

export interface ModelOptions {
  /** What may happen in a state: shopper events and the running actors' answers. */
  events: readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);
  input?: unknown;
  /**
   * What makes two snapshots one state of the model (default: value and context). Narrow it to
   * the facts the guards read for machines whose context would multiply the states.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/** One edge of the reachable graph, reached by the shortest path to its source. */
export interface ModelEdge {
  from: AnyMachineSnapshot;
  event: EventObject;
  to: AnyMachineSnapshot;
  /** The events from the start: the path to `from`, then `event`. */
  events: EventObject[];
}

/** What a replay is compared on by default: the state value and the context. */
export function observe(snapshot: AnyMachineSnapshot): { value: unknown; context: unknown } {
  return { value: snapshot.value, context: snapshot.context };
}

const byValueAndContext = (snapshot: AnyMachineSnapshot) => JSON.stringify(observe(snapshot));

function traversal(options: ModelOptions) {
  const events = options.events;
  return {
    events: (typeof events === 'function' ? events : () => events) as never,
    serializeState: (options.serialize ?? byValueAndContext) as never,
    // A machine that is done takes no more events; the traversal must not pretend it does.
    stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status === 'done',
    ...(options.input === undefined ? {} : { input: options.input as never }),
  };
}

/**
 * The shortest path to every distinct state of the model (xstate/graph; createTestModel refuses
 * machines that invoke actors, so the traversal is used directly and replay plays the model).
 */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  return getShortestPaths(machine, traversal(options)) as unknown as ModelPath[];
}

/** Every edge of the reachable graph, each after the shortest path to its source. */
export function modelEdges(machine: AnyStateMachine, options: ModelOptions): ModelEdge[] {
  const serialize = options.serialize ?? byValueAndContext;
  const adjacency = getAdjacencyMap(machine, traversal(options)) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;
  // Shortest paths by breadth-first search from the first vertex, the initial state.
  const pathTo = new Map<string, EventObject[]>();
  const first = Object.keys(adjacency)[0];
  if (first === undefined) return [];
  pathTo.set(first, []);
  const queue = [first];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    for (const edge of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serialize(edge.state);
      if (pathTo.has(next)) continue;
      pathTo.set(next, [...(pathTo.get(key) ?? []), edge.event]);
      queue.push(next);
    }
  }
  const edges: ModelEdge[] = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const head = pathTo.get(key);
    if (head === undefined) continue;
    for (const edge of Object.values(vertex.transitions)) {
      edges.push({
        from: vertex.state,
        event: edge.event,
        to: edge.state,
        events: [...head, edge.event],
      });
    }
  }
  return edges;
}

interface NodeShape {
  id: string;
  states: Record<string, NodeShape>;
  always?: { guard?: unknown }[];
}

/**
 * Every state id of the machine a snapshot can rest in, the root excluded. A state with an
 * unguarded `always` transition is left within the step that enters it, so no snapshot shows
 * it; its branches are covered by the resting states they lead to.
 */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: NodeShape) => {
    for (const child of Object.values(node.states)) {
      if (!(child.always ?? []).some((t) => t.guard === undefined)) ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root as unknown as NodeShape);
  return ids;
}

/** The ids of every state a value is in, parents included: { a: 'b' } -> ['m.a', 'm.a.b']. */
export function stateIdsOf(value: StateValue, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child === undefined ? [] : stateIdsOf(child, `${prefix}.${key}`)),
  ]);
}

/**
 * The states that invoke an actor without a delayed transition to leave by (ADR 0003: every
 * back-end call has a timeout). Empty for a machine whose calls are all call states.
 */
export function untimedInvokes(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.invoke.length > 0 && node.after.length === 0)
    .map((node) => node.id);
}
