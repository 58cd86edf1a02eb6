// The storefront app on a real port, as the server tests meet it: createApp behind a plain
// node:http server on 127.0.0.1, port 0 (whatever port is free), so tests run side by side.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../src/server/app.js';

export interface ListeningApp {
  /** The origin the app answers on, e.g. http://127.0.0.1:41234 (no trailing slash). */
  base: string;
  /**
   * Stops listening and resolves once the server has closed. dropOpenConnections first cuts
   * connections still waiting for an answer (requests a test left held up), which would
   * otherwise keep the close waiting.
   */
  close(options?: { dropOpenConnections?: boolean }): Promise<void>;
}

export async function listenApp(deps: AppDeps): Promise<ListeningApp> {
  const app = createApp(deps);
  const server = createServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close({ dropOpenConnections = false } = {}) {
      if (dropOpenConnections) server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
