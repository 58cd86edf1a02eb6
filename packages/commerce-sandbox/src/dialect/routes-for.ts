import { isReply, type SandboxContext } from '../context.js';
import type { Route } from '../http.js';
import {
  standardCart,
  standardOrder,
  standardOrderHistory,
  standardProduct,
  standardUser,
} from './standard-shapes.js';
import { PASS, standardRoutes } from './standard-routes.js';

/**
 * Which OCC the sandbox speaks (SANDBOX_DIALECT, ADR 0036): the brand's extended OCC the specs
 * describe (default), or standard SAP Commerce 2211 where the two differ in shape or call.
 */
export type SandboxDialect = 'standard' | 'extended';
export const SANDBOX_DIALECTS = ['standard', 'extended'] as const satisfies SandboxDialect[];

/** SANDBOX_DIALECT's value: default extended; anything else than the two is refused. */
export function sandboxDialectOf(value: string | undefined): SandboxDialect {
  const dialect = value?.trim() || 'extended';
  if (!(SANDBOX_DIALECTS as readonly string[]).includes(dialect)) {
    throw new Error(
      `SANDBOX_DIALECT must be one of ${SANDBOX_DIALECTS.join(', ')}, got '${dialect}'`,
    );
  }
  return dialect as SandboxDialect;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const USER_PATTERNS = new Set(['/users/{userId}', '/users']);
const PRODUCT_PREFIXES = ['/products', '/categories', '/looks', '/wishlist'];

/** A brand answer in standard shapes: carts, orders, the order history, users, products. */
function standardAnswer(route: Route<SandboxContext>, answer: unknown): unknown {
  if (isReply(answer)) return { ...answer, body: standardAnswer(route, answer.body) };
  if (!isRecord(answer)) return answer;
  if (answer['type'] === 'cartWsDTO') return standardCart(answer);
  if (answer['type'] === 'orderWsDTO') return standardOrder(answer);
  if (Array.isArray(answer['carts'])) {
    return { ...answer, carts: answer['carts'].map((cart) => standardAnswer(route, cart)) };
  }
  if (Array.isArray(answer['orders']) && 'totalOrders' in answer) {
    return standardOrderHistory(answer);
  }
  if (USER_PATTERNS.has(route.pattern) && typeof answer['uid'] === 'string') {
    return standardUser(answer);
  }
  if (PRODUCT_PREFIXES.some((prefix) => route.pattern.startsWith(prefix))) {
    if (Array.isArray(answer['products'])) {
      return {
        ...answer,
        products: answer['products'].map((p) => (isRecord(p) ? standardProduct(p) : p)),
      };
    }
    return standardProduct(answer);
  }
  return answer;
}

/**
 * The route table of a dialect. Standard: every brand route with its answer in standard shapes;
 * a standard route of the same method and path takes the brand route's place (answering PASS
 * hands the request back to it), one of a new path goes before the routes of that path, or
 * first. Order matters where patterns overlap (server.ts): places are kept.
 */
export function routesFor(
  dialect: SandboxDialect,
  routes: readonly Route<SandboxContext>[],
): readonly Route<SandboxContext>[] {
  if (dialect === 'extended') return routes;
  const key = (route: Route<SandboxContext>) => `${route.method} ${route.pattern}`;
  const table = routes.map((route): Route<SandboxContext> => ({
    ...route,
    handler: (ctx, params, prepared) => standardAnswer(route, route.handler(ctx, params, prepared)),
  }));
  for (const route of standardRoutes) {
    const same = table.findIndex((candidate) => key(candidate) === key(route));
    const brand = same === -1 ? undefined : table[same];
    const override: Route<SandboxContext> = {
      ...route,
      handler: (ctx, params, prepared) => {
        const answer = route.handler(ctx, params, prepared);
        return answer === PASS ? brand?.handler(ctx, params, prepared) : answer;
      },
    };
    if (same !== -1) {
      table[same] = override;
      continue;
    }
    const samePath = table.findIndex((candidate) => candidate.pattern === route.pattern);
    table.splice(samePath === -1 ? 0 : samePath, 0, override);
  }
  return table;
}
