import type { SharedStore } from './shared-swr-cache.js';
import type { FailureTimesStore } from './shared-throttle.js';

/**
 * What the workers of one storefront share without Redis (issue 30, hole 10 and the login
 * throttle): spent captcha challenges and failure counts. The primary process keeps them in
 * its memory and the workers ask it over the cluster's IPC channel (ADR 0040). With Redis
 * configured, Redis is the store instead and this is not used.
 */
export interface ClusterStore extends Pick<SharedStore, 'claim'> {
  failureTimes: FailureTimesStore;
}

/** At most this many keys in the primary's memory; expired ones go first. */
export const CLUSTER_STORE_MAX_KEYS = 200_000;

type Operation =
  | { op: 'claim'; key: string; ttlMs: number }
  | { op: 'recent'; key: string; sinceMs: number }
  | { op: 'add'; key: string; atMs: number; keep: number; ttlMs: number }
  | { op: 'clear'; key: string };

const REQUEST = 'atelier:cluster-store';
const REPLY = 'atelier:cluster-store-reply';

interface StoreRequest {
  type: typeof REQUEST;
  id: number;
  operation: Operation;
}
interface StoreReply {
  type: typeof REPLY;
  id: number;
  result: boolean | number[] | null;
}

/**
 * The primary's memory: claims and failure times with their expiry. Bounded: when full of
 * live keys, a claim is refused (a captcha solution is then refused, never reused) and a new
 * failure key is not kept (the worker's own count still applies).
 */
export function createMemoryClusterStore(
  now: () => number,
  maxKeys = CLUSTER_STORE_MAX_KEYS,
): { run(operation: Operation): boolean | number[] | null } {
  const claims = new Map<string, number>();
  const failures = new Map<string, { times: number[]; until: number }>();
  const full = () => {
    if (claims.size + failures.size < maxKeys) return false;
    const at = now();
    for (const [key, until] of claims) if (until <= at) claims.delete(key);
    for (const [key, entry] of failures) if (entry.until <= at) failures.delete(key);
    return claims.size + failures.size >= maxKeys;
  };
  return {
    run(operation) {
      const at = now();
      switch (operation.op) {
        case 'claim': {
          const until = claims.get(operation.key);
          if (until !== undefined && until > at) return false;
          if (until === undefined && full()) return false;
          claims.set(operation.key, at + Math.max(1, operation.ttlMs));
          return true;
        }
        case 'recent': {
          const entry = failures.get(operation.key);
          if (!entry || entry.until <= at) return [];
          entry.times = entry.times.filter((t) => t >= operation.sinceMs);
          return [...entry.times];
        }
        case 'add': {
          const entry = failures.get(operation.key);
          if (!entry && full()) return null;
          const times = [...(entry && entry.until > at ? entry.times : []), operation.atMs]
            .sort((a, b) => a - b)
            .slice(-Math.max(1, operation.keep));
          failures.set(operation.key, { times, until: at + operation.ttlMs });
          return null;
        }
        case 'clear':
          failures.delete(operation.key);
          return null;
      }
    },
  };
}

/** Anything with the cluster's `message` event and workers that can be answered. */
export interface PrimaryChannel {
  on(
    event: 'message',
    listener: (worker: { send(message: unknown): unknown }, message: unknown) => void,
  ): unknown;
}

/** In the primary: answers the workers' store requests from its memory. */
export function servePrimaryStore(cluster: PrimaryChannel, now: () => number = Date.now): void {
  const memory = createMemoryClusterStore(now);
  cluster.on('message', (worker, message) => {
    const request = message as Partial<StoreRequest> | null;
    if (request?.type !== REQUEST || typeof request.id !== 'number' || !request.operation) return;
    let result: StoreReply['result'];
    try {
      result = memory.run(request.operation);
    } catch {
      // A malformed request answers null: the worker treats it as "not stored".
      result = null;
    }
    worker.send({ type: REPLY, id: request.id, result } satisfies StoreReply);
  });
}

/** The worker's side of the IPC channel (`process` in a cluster worker). */
export interface WorkerChannel {
  send?(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * In a worker: the store, asked of the primary. A call the primary does not answer within
 * `timeoutMs` fails; the callers then fall back to the worker's own memory, as they do when
 * Redis is down (shared-throttle.ts, captcha-replay.ts).
 */
export function createWorkerStore(channel: WorkerChannel, timeoutMs = 2_000): ClusterStore {
  let next = 0;
  const waiting = new Map<number, (reply: StoreReply) => void>();
  channel.on('message', (message) => {
    const reply = message as Partial<StoreReply> | null;
    if (reply?.type !== REPLY || typeof reply.id !== 'number') return;
    waiting.get(reply.id)?.(reply as StoreReply);
  });
  function ask(operation: Operation): Promise<StoreReply['result']> {
    if (!channel.send) return Promise.reject(new Error('no IPC channel to the primary'));
    next += 1;
    const id = next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer'));
      }, timeoutMs);
      timer.unref?.();
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(reply.result);
      });
      channel.send?.({ type: REQUEST, id, operation } satisfies StoreRequest);
    });
  }
  return {
    claim: async (key, ttlMs) => (await ask({ op: 'claim', key, ttlMs })) === true,
    failureTimes: {
      async recent(key, sinceMs) {
        const result = await ask({ op: 'recent', key, sinceMs });
        return Array.isArray(result) ? result : [];
      },
      async add(key, atMs, keep, ttlMs) {
        await ask({ op: 'add', key, atMs, keep, ttlMs });
      },
      async clear(key) {
        await ask({ op: 'clear', key });
      },
    },
  };
}
