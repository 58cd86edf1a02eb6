import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { CALL_TIMEOUT_MS } from '../kernel/machines/call-state.js';
import { actorOf, AFTER, DONE } from './model-events.js';

/**
 * The machine with every invoked actor replaced by a promise the replay settles: a path's
 * `xstate.done.actor.x` / `xstate.error.actor.x` event settles the call of `x` that is out, and
 * nothing else does. One provided machine serves every replay, so its transition objects can
 * identify which transitions the replays took.
 */
export class ControlledMachine {
  readonly machine: AnyStateMachine;
  private pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  private out = new Set<string>();

  constructor(model: AnyStateMachine) {
    const names = new Set(
      getStateNodes(model.root).flatMap((node) => node.invoke.map((i) => String(i.src))),
    );
    const actors = Object.fromEntries(
      [...names].map((name) => [
        name,
        fromPromise<unknown, unknown>(({ signal }) => {
          const calls = this.out;
          calls.add(name);
          // A call its state left (an answer elsewhere, a timeout) is no longer out.
          signal.addEventListener('abort', () => calls.delete(name));
          return new Promise((resolve, reject) =>
            this.pending.set(name, {
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
    this.machine = model.provide({ actors } as never);
  }

  /** Forgets the calls of the previous replay. */
  reset(): void {
    this.pending = new Map();
    this.out = new Set();
  }

  /** Settles the call an answer or failure event names; false when the event is neither. */
  settle(event: EventObject): boolean {
    const name = actorOf(event);
    if (name === null) return false;
    const call = this.pending.get(name);
    if (event.type.startsWith(DONE)) call?.resolve((event as { output?: unknown }).output);
    else call?.reject((event as { error?: unknown }).error);
    return true;
  }

  /** The calls started and neither settled nor aborted: what the machine waits for. */
  outstanding(): string[] {
    return [...this.out];
  }
}

export interface ReplayOptions {
  input?: unknown;
  /**
   * How far each named delay's timeout event (`xstate.after.<delay>.<state>`) moves the
   * simulated clock; `callTimeout` is the kernel's CALL_TIMEOUT_MS unless given.
   */
  delays?: Record<string, number>;
  /** Sees the actor's inspection events (the coverage check records transitions with it). */
  inspect?: (event: InspectionEvent) => void;
}

// Promise jobs the settled call needs before the machine has taken its answer: the promise,
// the actor's done, the parent's transition. No timers: the core compiles without them.
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** One replay on a live actor with a simulated clock: each model event is played as it says. */
export class Replay {
  readonly actor: AnyActorRef;
  private readonly clock = new SimulatedClock();
  private readonly delays: Record<string, number>;

  constructor(
    private readonly controlled: ControlledMachine,
    options: ReplayOptions = {},
  ) {
    controlled.reset();
    this.delays = { callTimeout: CALL_TIMEOUT_MS, ...options.delays };
    this.actor = createActor(controlled.machine, {
      clock: this.clock,
      ...(options.input === undefined ? {} : { input: options.input as never }),
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    this.actor.start();
  }

  /** Plays one event: an answer settles its call, a timeout moves the clock, others are sent. */
  async step(event: EventObject): Promise<AnyMachineSnapshot> {
    if (event.type === 'xstate.init') return this.snapshot();
    if (this.controlled.settle(event)) {
      await flush();
    } else if (event.type.startsWith(AFTER)) {
      const delay = event.type.slice(AFTER.length).split('.')[0] ?? '';
      const ms = this.delays[delay];
      if (ms === undefined) throw new Error(`No duration given for the delay ${delay}`);
      this.clock.increment(ms);
      await flush();
    } else {
      this.actor.send(event);
    }
    return this.snapshot();
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  outstanding(): string[] {
    return this.controlled.outstanding();
  }

  stop(): void {
    this.actor.stop();
  }
}

/**
 * Replays events on a fresh actor of the machine whose calls settle as the events say and
 * whose delays run on a simulated clock; the final snapshot and one after every event.
 */
export async function replayEvents(
  machine: AnyStateMachine | ControlledMachine,
  events: readonly EventObject[],
  options: ReplayOptions = {},
): Promise<{ snapshot: AnyMachineSnapshot; seen: AnyMachineSnapshot[] }> {
  const controlled =
    machine instanceof ControlledMachine ? machine : new ControlledMachine(machine);
  const replay = new Replay(controlled, options);
  const seen: AnyMachineSnapshot[] = [];
  for (const event of events) {
    if (event.type === 'xstate.init') continue;
    seen.push(await replay.step(event));
  }
  const snapshot = replay.snapshot();
  replay.stop();
  return { snapshot, seen };
}

/** replayEvents over a model path's events. */
export function replayPath(
  machine: AnyStateMachine | ControlledMachine,
  path: { steps: readonly { event: EventObject }[] },
  options: ReplayOptions = {},
) {
  return replayEvents(
    machine,
    path.steps.map((step) => step.event),
    options,
  );
}
