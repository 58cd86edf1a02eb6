import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { describeEvent, DONE, ERROR } from './model-events.js';
import { ControlledMachine, Replay } from './model-replay.js';

export interface CoverageOptions {
  /** The machine as written, with its placeholder actors. */
  machine: AnyStateMachine;
  input?: unknown;
  /** What may happen next: shopper events, plus backendEvents(...) for the running actors. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** The abstract state: the state value plus the context facts the guards read. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** How far each named delay's timeout moves the simulated clock (see ReplayOptions). */
  delays?: Record<string, number>;
  /** The machine is doing a call: events it ignores then are worth replaying. */
  isBusy: (snapshot: AnyMachineSnapshot) => boolean;
  /** Extra checks on the real actor after each step. */
  check?: (snapshot: AnyMachineSnapshot) => void;
  /**
   * An oracle written apart from the machine, one per path: it hears every event of the path
   * and says what the real actor must show after it (null when it agrees).
   */
  oracle?: () => OracleRun;
}

export interface OracleRun {
  send: (event: EventObject) => void;
  /** `calls`: the actors' calls still outstanding (started, neither settled nor aborted). */
  disagreement: (snapshot: AnyMachineSnapshot, calls: string[]) => string | null;
}

export interface CoverageResult {
  states: number;
  replays: number;
  /** Steps whose real state was checked against the oracle. */
  oracleChecks: number;
  declared: string[];
  missing: string[];
  mismatches: string[];
}

/** Ids of the active leaf states, e.g. bag.locked.adding.posting. */
function leafIds(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafIds(child, `${prefix}.${key}`),
  );
}

/** The answer, failure and timeout events the actors running in this snapshot can produce. */
export function backendEvents(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  outputs: Record<string, unknown[]>,
  errors: unknown[],
): EventObject[] {
  const events: EventObject[] = [];
  for (const id of leafIds(snapshot.value, machine.id)) {
    const node = machine.getStateNodeById(id);
    for (const invoke of node.invoke) {
      for (const output of outputs[String(invoke.src)] ?? []) {
        events.push({ type: `${DONE}${invoke.id}`, output } as EventObject);
      }
      for (const error of errors)
        events.push({ type: `${ERROR}${invoke.id}`, error } as EventObject);
    }
    for (const after of node.after) events.push({ type: after.eventType });
  }
  return events;
}

function transitionKey(t: AnyTransitionDefinition, index: number): string {
  const targets = (t.target ?? []).map((s) => s.id).join(',') || '(self)';
  return `${t.source.id} --${t.eventType}#${index}--> ${targets}`;
}

/** Every transition a machine declares, keyed by source, event, position and targets. */
function declaredTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const all = new Map<AnyTransitionDefinition, string>();
  for (const node of getStateNodes(machine.root)) {
    for (const [, list] of node.transitions)
      list.forEach((t, i) => all.set(t, transitionKey(t, i)));
    (node.always ?? []).forEach((t, i) => all.set(t, transitionKey(t, i)));
  }
  return all;
}

type Edge = { event: EventObject; state: AnyMachineSnapshot };
const edgesOf = (vertex: { transitions: object }): Edge[] =>
  Object.values(vertex.transitions) as Edge[];

/**
 * Replays every edge of the model graph (edges taking the same transition to the same state
 * once) on a live actor whose calls the path settles and whose delays run on a simulated clock,
 * compares each step with the model (and the oracle, when given) and reports the declared
 * transitions no replay took.
 */
export async function replayEveryTransition(options: CoverageOptions): Promise<CoverageResult> {
  const { machine, serialize } = options;
  const traversal = {
    events: options.events,
    serializeState: serialize,
    ...(options.input === undefined ? {} : { input: options.input }),
  };
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: object }
  >;

  // Shortest paths by breadth-first search (the first vertex is the initial state).
  const pathTo = new Map<string, Edge[]>();
  const initialKey = Object.keys(adjacency)[0] ?? '';
  pathTo.set(initialKey, []);
  const queue = [initialKey];
  while (queue.length > 0) {
    const key = queue.shift() ?? '';
    for (const edge of edgesOf(adjacency[key] ?? { transitions: {} })) {
      const next = serialize(edge.state);
      if (pathTo.has(next)) continue;
      pathTo.set(next, [...(pathTo.get(key) ?? []), edge]);
      queue.push(next);
    }
  }

  const modelKeys = declaredTransitions(machine);
  const seen = new Set<string>();
  const paths: Edge[][] = [];
  for (const vertex of Object.values(adjacency)) {
    const head = pathTo.get(serialize(vertex.state));
    if (head === undefined) continue;
    for (const edge of edgesOf(vertex)) {
      const primary = machine
        .getTransitionData(vertex.state as never, edge.event)
        .map((t) => modelKeys.get(t) ?? '?');
      // Ignored events are replayed only where ignoring them is the point: while busy.
      if (primary.length === 0 && !options.isBusy(vertex.state)) continue;
      // With an oracle, every answer a transition can take is worth a replay: the oracle may
      // expect different things of two answers that the machine sends the same way.
      const via = options.oracle === undefined ? '' : ` via ${describeEvent(edge.event, Infinity)}`;
      const key =
        primary.length === 0
          ? `ignored ${edge.event.type} in ${serialize(vertex.state)}`
          : `${primary.join('&')}${via} => ${JSON.stringify(edge.state.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push([...head, edge]);
    }
  }

  const controlled = new ControlledMachine(machine);
  const declared = declaredTransitions(controlled.machine);
  const taken = new Set<string>();
  const mismatches: string[] = [];
  let oracleChecks = 0;
  for (const path of paths) {
    const oracle = options.oracle?.();
    const replay = new Replay(controlled, {
      ...(options.input === undefined ? {} : { input: options.input }),
      ...(options.delays ? { delays: options.delays } : {}),
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        const transitions = (inspection as unknown as { _transitions: AnyTransitionDefinition[] })
          ._transitions;
        for (const t of transitions) {
          const key = declared.get(t);
          if (key !== undefined) taken.add(key);
        }
      },
    });
    for (const { event, state } of path) {
      const real = await replay.step(event);
      if (serialize(real) !== serialize(state)) {
        mismatches.push(
          `${path.map((e) => e.event.type).join(' > ')}: ${serialize(real)} != ${serialize(state)}`,
        );
        break;
      }
      options.check?.(real);
      if (oracle !== undefined) {
        oracle.send(event);
        const disagreement = oracle.disagreement(real, replay.outstanding());
        oracleChecks += 1;
        if (disagreement !== null) {
          mismatches.push(
            `${path.map((e) => describeEvent(e.event)).join(' > ')}: ${disagreement}`,
          );
          break;
        }
      }
    }
    replay.stop();
  }

  return {
    states: pathTo.size,
    replays: paths.length,
    oracleChecks,
    declared: [...declared.values()],
    missing: [...declared.values()].filter((key) => !taken.has(key)),
    mismatches,
  };
}
