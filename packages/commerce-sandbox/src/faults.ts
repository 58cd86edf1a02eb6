import { z } from 'zod';

/**
 * Fault injection for tests: a rule matches requests by path pattern (and optionally
 * method) and adds latency, answers a status, drops the connection, or sends a body
 * that is not JSON. Rules apply in the order they were added; `times` limits how often.
 */
export interface FaultRule {
  /** `*` matches any run of characters; matched against the path without the query. */
  path: string;
  method?: string | undefined;
  latencyMs?: number | undefined;
  status?: number | undefined;
  drop?: boolean | undefined;
  malformed?: boolean | undefined;
  /** How many requests the rule hits; unlimited without it. */
  times?: number | undefined;
}

/** What the admin endpoint accepts: `{ rules: FaultRule[] }`, bounded so a rule cannot break the server. */
export const faultRulesSchema = z.object({
  rules: z
    .array(
      z.object({
        path: z.string().min(1).max(500),
        method: z.string().max(10).optional(),
        latencyMs: z.number().int().min(0).max(60_000).optional(),
        status: z.number().int().min(100).max(599).optional(),
        drop: z.boolean().optional(),
        malformed: z.boolean().optional(),
        times: z.number().int().min(1).optional(),
      }),
    )
    .max(100),
});

interface ActiveRule extends FaultRule {
  regex: RegExp;
  hits: number;
}

export class FaultInjector {
  private rules: ActiveRule[] = [];

  add(rule: FaultRule): void {
    const source = rule.path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    this.rules.push({ ...rule, regex: new RegExp(`^${source}$`), hits: 0 });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(({ regex: _regex, hits: _hits, ...rule }) => rule);
  }

  /** The rule for a request, counting the hit; undefined when none applies. */
  match(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) =>
        r.regex.test(path) &&
        (r.method === undefined || r.method.toUpperCase() === method) &&
        (r.times === undefined || r.hits < r.times),
    );
    if (rule) rule.hits += 1;
    return rule;
  }
}
