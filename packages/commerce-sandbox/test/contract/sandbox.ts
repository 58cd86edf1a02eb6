import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteCode } from '@atelier/core-catalogue';
import {
  createSandboxServer,
  type FaultInjector,
  type SandboxDb,
  type SandboxDialect,
} from '../../src/index.js';
import { createOccClient, type OccClient, type OccClientOptions } from '@atelier/adapters-commerce';
import { TEST_PASSWORD_COST } from '../helpers.js';

export interface ContractSandbox {
  url: string;
  /** The sandbox's fault injection (latency, status, dropped connection, malformed body). */
  faults: FaultInjector;
  /** The sandbox's database, for tests that set the scene (stock levels). */
  db: SandboxDb;
  /** A client without a user; `as(token)` gives one acting for a logged user. */
  client(options?: Partial<OccClientOptions>): OccClient;
  login(username?: string, password?: string): Promise<OccClient>;
  close(): Promise<void>;
}

/** The seeded shopper of docs/api-contract.md §8. */
export const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };
export const CARDS = {
  authorised: '4111111111111111',
  challenge: '4917610000000000',
  refused: '4000000000000002',
};

/**
 * The real sandbox back-end on 127.0.0.1 with a fresh database file per suite, and OCC
 * clients pointed at it. Nothing is mocked: every call goes over HTTP.
 */
export async function startSandbox(
  site: SiteCode = 'es-es',
  /** Which OCC the sandbox and the clients speak (ADR 0035 and 0036); default extended. */
  dialect: SandboxDialect = 'extended',
): Promise<ContractSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'occ-contract-'));
  const server = await createSandboxServer({
    dbPath: join(dir, 'sandbox.db'),
    port: 0,
    host: '127.0.0.1',
    // The return URLs of the payment tests are absolute, on the shop's origin.
    allowedReturnOrigins: ['https://shop.example'],
    passwordCost: TEST_PASSWORD_COST,
    dialect,
  });
  const client = (options: Partial<OccClientOptions> = {}) =>
    createOccClient({
      baseUrl: server.url,
      siteCode: site,
      getToken: () => null,
      clientCredentials: { clientId: 'storefront', clientSecret: 'secret' },
      dialect,
      ...options,
    });
  return {
    url: server.url,
    faults: server.faults,
    db: server.db,
    client,
    async login(username = SHOPPER.email, password = SHOPPER.password) {
      const token = await client().auth.login(username, password);
      return client({ getToken: () => token.accessToken });
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
