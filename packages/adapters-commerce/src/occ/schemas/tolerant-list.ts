import { z } from 'zod';
import type { OccListProblem } from '../options.js';

/**
 * Where the problems of the parse under way go. Parsing is synchronous (zod's safeParse of a
 * whole answer, in http.ts), so one module-level collector is enough: it is set around one
 * parse and holds only that parse's problems, however many calls are in flight.
 */
let collector: OccListProblem[] | null = null;

/** Runs one synchronous parse and hands back the list problems it met. */
export function collectListProblems<T>(parse: () => T): { result: T; problems: OccListProblem[] } {
  const outer = collector;
  const problems: OccListProblem[] = [];
  collector = problems;
  try {
    return { result: parse(), problems };
  } finally {
    collector = outer;
  }
}

/** Reports a dropped item to the parse under way (none outside a collected parse). */
export function reportListProblem(problem: OccListProblem): void {
  collector?.push(problem);
}

/** The code, id or guid of a raw item, for the report. */
export function identify(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  for (const key of ['code', 'id', 'guid', 'uid', 'voucherCode'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The issues of a failed item as short reasons (`path: message`). */
export function reasonsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * A list answer where one bad item costs that item, never the whole answer (ADR 0035): each
 * item is parsed alone; what fails is dropped and reported with its index, id and reasons.
 * Anything but an array (or absent, when a default is given) still fails the answer.
 */
export function tolerantList<T extends z.ZodType>(
  list: string,
  item: T,
): z.ZodType<z.output<T>[], unknown> {
  return z.array(z.unknown()).transform((raws) => {
    const kept: z.output<T>[] = [];
    raws.forEach((raw, index) => {
      const report = (reasons: string[]) =>
        reportListProblem({ list, index, id: identify(raw), reasons });
      try {
        const parsed = item.safeParse(raw);
        if (parsed.success) kept.push(parsed.data);
        else report(reasonsOf(parsed.error));
      } catch (error) {
        // A mapper that parses again (a core schema's parse) throws instead of answering.
        report([error instanceof Error ? error.message : String(error)]);
      }
    });
    return kept;
  });
}
