import type { z } from 'zod';

/**
 * A schema value that is built on its first use, keeping the schema's type and name.
 *
 * Zod builds a schema when its `z.object(...)` runs, so the core packages' module-level schemas
 * were all built when a page's chunk was evaluated, used or not: ~80 ms of the checkout
 * shipping step's main thread at 4x CPU (docs/adr/0065-core-schemas-built-on-first-use.md).
 * The OCC client's schemas became getters (docs/adr/0063-occ-schemas-built-on-first-use.md);
 * the core's are public values read across packages, so this keeps them values: a Proxy that
 * stands for the schema and runs `build` on the first operation that needs it, once.
 *
 * What the Proxy answers, and why:
 * - Reads (`get`, `has`, `ownKeys`, `getPrototypeOf`) and writes (`set`, `deleteProperty`,
 *   `defineProperty`, `setPrototypeOf`) go to the built schema, with the schema as receiver.
 * - A method read through it is bound to the built schema: zod 4's methods live on the
 *   prototype and use `this`, so `schema.optional()` wraps the real schema (not the Proxy, so
 *   no parse of the result goes through a trap) and `schema.meta()` finds what the registry
 *   holds for it.
 * - `instanceof z.ZodType` reads `_zod.traits` through `get`, so it answers as for the schema.
 * - The Proxy's own target stays an empty, extensible object: its invariants are checked
 *   against it, and zod's `_zod` is a non-configurable property the target does not have. So
 *   a property is described as configurable (Object.keys, spreading and
 *   getOwnPropertyDescriptor then work), a non-configurable definition and
 *   `Object.preventExtensions` / `Object.freeze` are refused (a TypeError), never half done.
 * - The Proxy is not `===` the built schema; nothing here compares schemas by identity.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  let building = false;
  const schema = (): T => {
    if (built) return built;
    // A schema whose build reads itself is recursive: that is z.lazy's job, inside the build.
    if (building) throw new TypeError('lazySchema: the schema is read while it is being built');
    building = true;
    try {
      built = build();
    } finally {
      building = false;
    }
    return built;
  };
  const bound = new Map<PropertyKey, { method: unknown; bound: unknown }>();
  const methodOf = (key: PropertyKey, value: unknown): unknown => {
    if (typeof value !== 'function') return value;
    const known = bound.get(key);
    if (known?.method === value) return known.bound;
    const answer = (value as (...args: unknown[]) => unknown).bind(schema());
    bound.set(key, { method: value, bound: answer });
    return answer;
  };
  return new Proxy({} as T, {
    get: (_, key) => methodOf(key, Reflect.get(schema(), key)),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    setPrototypeOf: (_, prototype) => Reflect.setPrototypeOf(schema(), prototype),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) =>
      descriptor.configurable !== false && Reflect.defineProperty(schema(), key, descriptor),
    preventExtensions: () => false,
  });
}
