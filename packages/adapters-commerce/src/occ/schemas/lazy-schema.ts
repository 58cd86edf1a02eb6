import type { z } from 'zod';

/**
 * A schema built on its first use, then the same instance on every later call. Zod builds a
 * schema when its `z.object(...)` runs, so schemas written at module level were all built when
 * the client's chunk was evaluated, used or not: 150-190 ms of the bag page's longest task at
 * 4x CPU (docs/adr/0063-occ-schemas-built-on-first-use.md). Nothing is built until a call
 * asks for its answer's schema, and the answer is still parsed by zod in full.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build());
}
