// Counting zod's factories (z.object, z.string ...) in a test: a schema is built only through
// them, so none called means none built (ADR 0063, ADR 0065). Imports nothing, so a
// `vi.mock('zod', ...)` factory may import it without importing zod again.

/** What a test's hoisted state holds: whether to count, and the factories called meanwhile. */
export interface FactoryCount {
  on: boolean;
  calls: string[];
}

/** `z` with every lower-case function wrapped to record its name in `count` while counting. */
export function countingFactories<Z extends object>(z: Z, count: FactoryCount): Z {
  return Object.fromEntries(
    Object.entries(z).map(([name, value]) => [
      name,
      typeof value === 'function' && /^[a-z]/.test(name)
        ? (...args: unknown[]) => {
            if (count.on) count.calls.push(name);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as Z;
}

/** The factories called while `run` runs. */
export async function factoriesCalledBy(
  count: FactoryCount,
  run: () => unknown,
): Promise<string[]> {
  count.calls = [];
  count.on = true;
  try {
    await run();
  } finally {
    count.on = false;
  }
  return count.calls;
}
