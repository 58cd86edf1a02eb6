import { readFileSync } from 'node:fs';
import { createOccClient, type OccClientOptions } from '../../src/index.js';
import { json, startStub, type RecordedRequest, type StubServer } from '../occ/stub-server.js';

/** A recorded answer (test/recorded/<kind>/<name>.json), parsed fresh on every read. */
export function recorded<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as T;
}

/** One route of the replaying back-end: method and path under the site, what it answers. */
export interface ReplayRoute {
  method: string;
  /** Under /occ/v2/{site}, or absolute (the OAuth endpoint) when it starts with `/authorization`. */
  path: string;
  status?: number;
  body: unknown;
}

/**
 * A real HTTP server that answers recorded OCC bodies by method and path, so the client runs
 * unmodified over the wire (http.ts, zod, the mapping): what a SAP Commerce would send is what
 * the client reads. An unknown route is a 404 in OCC's error envelope.
 */
export async function startReplay(site = 'es-es'): Promise<
  StubServer & {
    serve(routes: ReplayRoute[]): void;
    client(options?: Partial<OccClientOptions>): ReturnType<typeof createOccClient>;
  }
> {
  const stub = await startStub();
  const base = `/occ/v2/${site}`;
  let routes: ReplayRoute[] = [];
  const match = (request: RecordedRequest) =>
    routes.find(
      (route) =>
        route.method === request.method &&
        (route.path.startsWith('/authorization') ? route.path : `${base}${route.path}`) ===
          request.path,
    );
  stub.handle((request, response) => {
    const route = match(request);
    if (!route) {
      json(response, 404, {
        errors: [{ type: 'UnknownResourceError', message: `${request.method} ${request.path}` }],
      });
      return;
    }
    if (route.body === undefined) {
      response.writeHead(route.status ?? 200);
      response.end();
      return;
    }
    json(response, route.status ?? 200, route.body);
  });
  return Object.assign(stub, {
    serve(next: ReplayRoute[]) {
      routes = next;
      stub.requests.length = 0;
    },
    client(options: Partial<OccClientOptions> = {}) {
      return createOccClient({
        baseUrl: stub.url,
        siteCode: 'es-es',
        getToken: () => 'shopper-token',
        clientCredentials: { clientId: 'storefront', clientSecret: 'secret' },
        ...options,
      });
    },
  });
}
