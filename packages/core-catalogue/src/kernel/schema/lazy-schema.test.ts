import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import type * as zod from 'zod';
import { lazySchema } from './lazy-schema.js';
import { factoriesCalledBy as calledBy } from '../../testing/zod-factory-count.js';

// Every factory of zod's `z` (z.object, z.string ...) counted while `counting.on`: a schema is
// built only through them, so none called means none built (ADR 0065, as ADR 0063's test).
const counting = vi.hoisted(() => ({ on: false, calls: [] as string[] }));
vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof zod>();
  const { countingFactories } = await import('../../testing/zod-factory-count.js');
  return { ...actual, z: countingFactories(actual.z, counting) };
});

/** The factories called while `run` runs. */
const factoriesCalledBy = (run: () => unknown) => calledBy(counting, run);

/** A schema with what the core's use: nesting, arrays, enums, defaults, refinements, transforms. */
const line = () =>
  z
    .object({
      code: z.string().min(1),
      quantity: z.number().int().positive(),
      kind: z.enum(['piece', 'charm']),
      price: z.object({ value: z.number().nonnegative(), currency: z.string().length(3) }),
      tags: z.array(z.string()).default([]),
      note: z.string().nullish(),
      name: z.string().transform((name) => name.trim()),
    })
    .refine((value) => value.kind !== 'charm' || value.quantity === 1, {
      message: 'One charm a line',
      path: ['quantity'],
    });

const validLine = {
  code: 'p1',
  quantity: 2,
  kind: 'piece',
  price: { value: 10, currency: 'EUR' },
  name: ' Ring ',
};
const LINES: unknown[] = [
  validLine,
  { ...validLine, tags: ['gold'], note: null },
  { ...validLine, kind: 'charm' },
  { ...validLine, code: '', quantity: 0.5 },
  { ...validLine, price: { value: -1, currency: 'EURO' } },
  { ...validLine, kind: 'watch', tags: [1] },
  { code: 'p1' },
  [],
  null,
  'a line',
];

/** What a parse answers, an error's issues included (paths, codes, messages). */
function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: result.error.issues };
}

describe('lazySchema (ADR 0065)', () => {
  it('builds nothing until the schema is used, then once', () => {
    const build = vi.fn(line);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse(validLine).success).toBe(true);
    schema.parse(validLine);
    void schema.optional();
    expect(schema instanceof z.ZodType).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('parses and refuses as the schema itself: same data, same issues, same thrown error', () => {
    const eager = line();
    const lazy = lazySchema(line);
    for (const input of LINES) expect(outcome(lazy, input)).toEqual(outcome(eager, input));
    const thrown = (schema: z.ZodType) => {
      try {
        schema.parse(LINES[3]);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const error = thrown(lazy);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues).toEqual((thrown(eager) as z.ZodError).issues);
    expect((error as z.ZodError).issues.map((issue) => issue.path)).toEqual([
      ['code'],
      ['quantity'],
    ]);
  });

  it('composes as the schema itself: inside objects, arrays, unions, extended, optional', () => {
    const eager = line();
    const lazy = lazySchema(line);
    const entry = () => z.object({ kind: z.literal('entry'), line: z.string() });
    const pairs: [z.ZodType, z.ZodType][] = [
      [z.object({ line: eager }), z.object({ line: lazy })],
      [z.array(eager), z.array(lazy)],
      [z.union([eager, z.string()]), z.union([lazy, z.string()])],
      [eager.optional(), lazy.optional()],
      [eager.nullable().default(null), lazy.nullable().default(null)],
      [
        z.discriminatedUnion('kind', [entry(), z.object({ kind: z.literal('gap') })]),
        z.discriminatedUnion('kind', [lazySchema(entry), z.object({ kind: z.literal('gap') })]),
      ],
    ];
    const inputs = [
      ...LINES.flatMap((input) => [input, { line: input }, [input, input], undefined]),
      { kind: 'entry', line: 'x' },
      { kind: 'entry' },
      { kind: 'other' },
    ];
    for (const [withEager, withLazy] of pairs) {
      for (const input of inputs)
        expect(outcome(withLazy, input)).toEqual(outcome(withEager, input));
    }

    const money = () => z.object({ value: z.number(), currency: z.string().min(1) });
    const extendedEager = money().extend({ value: z.number().nonnegative() });
    const extendedLazy = lazySchema(money).extend({ value: z.number().nonnegative() });
    for (const input of [{ value: 1, currency: 'EUR' }, { value: -1, currency: '' }, {}]) {
      expect(outcome(extendedLazy, input)).toEqual(outcome(extendedEager, input));
    }
    expect(Object.keys(lazySchema(money).pick({ value: true }).shape)).toEqual(['value']);
  });

  it('reads as the schema itself: shape, options, enum, keys, spread, instanceof', () => {
    const eager = line();
    const object = () => z.object({ value: z.number(), currency: z.string() });
    const kinds = () => z.enum(['piece', 'charm']);
    expect(Object.keys(lazySchema(object).shape)).toEqual(['value', 'currency']);
    expect(lazySchema(kinds).options).toEqual(['piece', 'charm']);
    expect(lazySchema(kinds).enum).toEqual({ piece: 'piece', charm: 'charm' });
    expect(Object.keys(lazySchema(line))).toEqual(Object.keys(eager));
    expect(Object.keys({ ...lazySchema(line) })).toEqual(Object.keys({ ...eager }));
    expect('_zod' in lazySchema(line)).toBe(true);
    expect(Object.getPrototypeOf(lazySchema(object))).toBe(Object.getPrototypeOf(object()));
    expect(lazySchema(object)).toBeInstanceOf(z.ZodType);
    expect(lazySchema(object)).toBeInstanceOf(z.ZodObject);
    expect(lazySchema(kinds)).not.toBeInstanceOf(z.ZodObject);
    // A method runs on the built schema (zod 4's use `this`): what the registry holds answers.
    const described = lazySchema(() => z.string().meta({ description: 'a code' }));
    expect(described.meta()).toEqual({ description: 'a code' });
    expect(described.description).toBe('a code');
  });

  it('keeps the schema type: inferred input and output unchanged', () => {
    const lazy = lazySchema(line);
    expectTypeOf(lazy).toEqualTypeOf<ReturnType<typeof line>>();
    expectTypeOf<z.infer<typeof lazy>>().toEqualTypeOf<z.infer<ReturnType<typeof line>>>();
    expectTypeOf<z.input<typeof lazy>>().toEqualTypeOf<z.input<ReturnType<typeof line>>>();
    const kinds = lazySchema(() => z.enum(['piece', 'charm']));
    expectTypeOf(kinds.parse).returns.toEqualTypeOf<'piece' | 'charm'>();
  });

  it('is not the built schema, and refuses what it cannot keep in step with it', () => {
    let built: z.ZodType | undefined;
    const lazy = lazySchema(() => (built = z.string()));
    lazy.parse('x');
    expect(lazy).not.toBe(built);
    expect(() => Object.freeze(lazy)).toThrow(TypeError);
    expect(() => Object.defineProperty(lazy, 'pinned', { value: 1, configurable: false })).toThrow(
      TypeError,
    );
    expect(lazy.parse('still parses')).toBe('still parses');
  });

  it('a recursive schema keeps z.lazy inside its build; reading itself while built is an error', () => {
    type Node = { id: string; options: Node[] };
    const node: z.ZodType<Node> = lazySchema(() =>
      z.lazy(() => z.object({ id: z.string(), options: z.array(node) })),
    );
    expect(node.parse({ id: 'a', options: [{ id: 'b', options: [] }] })).toEqual({
      id: 'a',
      options: [{ id: 'b', options: [] }],
    });
    expect(outcome(node, { id: 'a', options: [{ id: 1, options: [] }] })).toMatchObject({
      issues: [{ code: 'invalid_type', path: ['options', 0, 'id'] }],
    });
    const selfish: z.ZodType = lazySchema(() => z.object({ self: selfish.optional() }));
    expect(() => selfish.parse({})).toThrow(/read while it is being built/);
  });

  it("importing core-catalogue builds none of its schemas; a schema's first use builds it", async () => {
    const calls = await factoriesCalledBy(() => import('../../index.js'));
    expect(calls).toEqual([]);
    const { moneySchema, siteSettingsSchema } = await import('../../index.js');
    const money = { value: 1, currency: 'EUR' };
    expect((await factoriesCalledBy(() => moneySchema.parse(money))).length).toBeGreaterThan(0);
    expect(await factoriesCalledBy(() => moneySchema.parse(money))).toEqual([]);
    expect(
      await factoriesCalledBy(() =>
        siteSettingsSchema.parse({
          code: 'es-es',
          language: 'es',
          locale: 'es-ES',
          countryCode: 'ES',
          currency: 'EUR',
        }),
      ),
    ).not.toEqual([]);
  });
});
