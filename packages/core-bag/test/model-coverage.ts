// Model-based testing for machines whose side effects are named promise actors.
// xstate/graph walks the machine's own graph, with the actors' answers, rejections and
// timeouts as events; every edge is then replayed on a real actor whose actors are promises
// the test settles, and inspection records the transitions the real actor takes.
import { vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

type Edge = { event: EventObject; state: AnyMachineSnapshot };

export interface ModelOptions {
  /** The machine as written, with its placeholder actors. */
  machine: AnyStateMachine;
  input: unknown;
  /** What may happen next: user events, plus backendEvents(...) for the running actors. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** The abstract state: the state value plus the context facts the guards read. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** The machine's timeout delay in ms (each `after` event advances fake time by this). */
  timeoutMs: number;
  /** The machine is doing a call: events it ignores then are worth replaying. */
  isBusy: (snapshot: AnyMachineSnapshot) => boolean;
  /** Extra checks on the real actor after each step. */
  check?: (snapshot: AnyMachineSnapshot) => void;
  /**
   * An oracle written apart from the machine, one per path: it hears every event of the
   * path and says what the real actor must show after it (null when it agrees).
   */
  oracle?: () => OracleRun;
}

export interface OracleRun {
  send: (event: EventObject) => void;
  /** `calls`: the actors' calls still outstanding (started, neither settled nor aborted). */
  disagreement: (snapshot: AnyMachineSnapshot, calls: string[]) => string | null;
}

export interface ModelResult {
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

/** The done, error and timeout events the actors running in this snapshot can produce. */
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
      const src = String(invoke.src);
      for (const output of outputs[src] ?? []) {
        events.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject);
      }
      for (const error of errors) {
        events.push({ type: `xstate.error.actor.${invoke.id}`, error } as EventObject);
      }
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

function edgesOf(vertex: { transitions: object }): Edge[] {
  return Object.values(vertex.transitions) as Edge[];
}

/** An event as a failing path prints it: the back-end's answers and errors in short. */
function describe(event: EventObject, length = 60): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\..*/, 'timeout');
  // An Error without own fields prints as {}: its message says more.
  const bare = rest.error instanceof Error && JSON.stringify(rest.error) === '{}';
  const error = bare ? (rest.error as Error).message : rest.error;
  const detail = JSON.stringify(rest.output ?? error ?? rest) ?? '';
  return detail === '{}' || detail === '' ? short : `${short} ${detail.slice(0, length)}`;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/**
 * Replays every edge of the model graph (edges taking the same transition to the same state
 * once) and reports the declared transitions the real actor never took. Call with fake timers.
 */
export async function replayEveryTransition(options: ModelOptions): Promise<ModelResult> {
  const { machine, serialize } = options;
  const traversal = { events: options.events, serializeState: serialize, input: options.input };
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
      const via = options.oracle === undefined ? '' : ` via ${describe(edge.event, Infinity)}`;
      const key =
        primary.length === 0
          ? `ignored ${edge.event.type} in ${serialize(vertex.state)}`
          : `${primary.join('&')}${via} => ${JSON.stringify(edge.state.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push([...head, edge]);
    }
  }

  // One provided machine for all replays, so its transition objects identify coverage.
  let pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  // Calls started and neither settled nor aborted: what the machine is waiting for.
  let outstanding = new Set<string>();
  const actorNames = new Set(
    getStateNodes(machine.root).flatMap((node) => node.invoke.map((i) => String(i.src))),
  );
  const controlled = Object.fromEntries(
    [...actorNames].map((name) => [
      name,
      fromPromise<unknown, unknown>(({ signal }) => {
        const calls = outstanding;
        calls.add(name);
        signal.addEventListener('abort', () => calls.delete(name));
        return new Promise((resolve, reject) =>
          pending.set(name, {
            resolve: (value) => {
              calls.delete(name);
              resolve(value);
            },
            reject: (error) => {
              calls.delete(name);
              reject(error);
            },
          }),
        );
      }),
    ]),
  );
  const provided = machine.provide({ actors: controlled });
  const declared = declaredTransitions(provided);
  const taken = new Set<string>();
  const mismatches: string[] = [];

  let oracleChecks = 0;
  for (const path of paths) {
    pending = new Map();
    outstanding = new Set();
    const oracle = options.oracle?.();
    const actor = createActor(provided, {
      input: options.input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        const transitions = (inspection as unknown as { _transitions: AnyTransitionDefinition[] })
          ._transitions;
        for (const t of transitions) {
          const key = declared.get(t);
          if (key !== undefined) taken.add(key);
        }
      },
    }).start();
    for (const { event, state } of path) {
      const type = event.type;
      // Invoke ids equal the actor names in these machines, so the event names the promise.
      if (type.startsWith('xstate.done.actor.')) {
        pending
          .get(type.slice('xstate.done.actor.'.length))
          ?.resolve((event as { output?: unknown }).output);
        await flush();
      } else if (type.startsWith('xstate.error.actor.')) {
        pending
          .get(type.slice('xstate.error.actor.'.length))
          ?.reject((event as { error?: unknown }).error);
        await flush();
      } else if (type.startsWith('xstate.after.')) {
        vi.advanceTimersByTime(options.timeoutMs);
        await flush();
      } else {
        actor.send(event);
      }
      const real = actor.getSnapshot() as AnyMachineSnapshot;
      if (serialize(real) !== serialize(state)) {
        mismatches.push(
          `${path.map((e) => e.event.type).join(' > ')}: ${serialize(real)} != ${serialize(state)}`,
        );
        break;
      }
      options.check?.(real);
      if (oracle !== undefined) {
        oracle.send(event);
        const disagreement = oracle.disagreement(real, [...outstanding]);
        oracleChecks += 1;
        if (disagreement !== null) {
          mismatches.push(`${path.map((e) => describe(e.event)).join(' > ')}: ${disagreement}`);
          break;
        }
      }
    }
    actor.stop();
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
