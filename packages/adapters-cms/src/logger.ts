/** Problems the content layer logs instead of throwing (malformed list items, sanitised HTML). */
export type ContentProblem =
  | { kind: 'invalid-item'; collection: string; id: string; issues: string[] }
  | { kind: 'sanitised-html'; collection: string; id: string; removed: string[] }
  | { kind: 'graphql-errors'; collection: string; messages: string[] };

export interface ContentLogger {
  problem(problem: ContentProblem): void;
}

/** The default logger writes one JSON line per problem to stderr, where server logs are collected. */
export const consoleContentLogger: ContentLogger = {
  problem(problem) {
    console.warn(JSON.stringify({ level: 'warn', source: 'adapters-cms', ...problem }));
  },
};

/** Keeps problems in memory: tests and the seed script read them back. */
export function memoryContentLogger(): ContentLogger & { problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  return { problems, problem: (problem) => problems.push(problem) };
}
