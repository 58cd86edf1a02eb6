// A stand-in for Directus's items REST API over the embedded content, for the scale-out
// test: the instances read content through CMS_BASE_URL as they would from Directus, and the
// test edits it in place to watch both instances pick the change up.
import { createServer, type Server } from 'node:http';
import { embeddedRows, type ContentRow } from '@atelier/adapters-cms';

type Condition = Record<string, { _eq?: unknown }>;

export interface FakeDirectus {
  url: string;
  /** Replaces a text in every content row of a site (a content edit). */
  replaceText(site: string, from: string, to: string): number;
  /** Every string value of a site's rows (to choose one a page shows). */
  texts(site: string): string[];
  close(): Promise<void>;
}

function matches(row: ContentRow, filter: { _and?: Condition[] }): boolean {
  return (filter._and ?? []).every((condition) =>
    Object.entries(condition).every(
      ([field, test]) => test._eq === undefined || row[field as keyof ContentRow] === test._eq,
    ),
  );
}

function strings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, into);
  return into;
}

export async function startFakeDirectus(): Promise<FakeDirectus> {
  const rows = new Map<string, ContentRow[]>(
    [...embeddedRows()].map(([collection, list]) => [collection, [...list]]),
  );
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    const found = /^\/items\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !found) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'not found' }] }));
      return;
    }
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { _and?: Condition[] };
    const data = (rows.get(decodeURIComponent(found[1]!)) ?? []).filter((row) =>
      matches(row, filter),
    );
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    replaceText(site, from, to) {
      let changed = 0;
      for (const [collection, list] of rows) {
        rows.set(
          collection,
          list.map((row) => {
            if (row.site !== site) return row;
            const text = JSON.stringify(row.content);
            if (!text.includes(from)) return row;
            changed += 1;
            return {
              ...row,
              content: JSON.parse(text.split(from).join(to)) as ContentRow['content'],
            };
          }),
        );
      }
      return changed;
    },
    texts(site) {
      const all: string[] = [];
      for (const list of rows.values())
        for (const row of list) if (row.site === site) strings(row.content, all);
      return all;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
