// Real bag sessions for tests: core-bag's machine and the OCC client through the storefront's
// commerce proxy, against one sandbox back-end per test file (started before its tests,
// closed after them); every session a test starts is stopped after that test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { waitFor } from 'xstate';
import {
  startBagSession,
  type BagSession,
  type BagSessionOptions,
} from '../src/features/bag/browser/bag-session.js';
import { memoryCookieJar } from './memory-cookie-jar.js';
import {
  inStockProducts,
  startSandboxBehindProxy,
  type SandboxBehindProxy,
} from './sandbox-behind-proxy.js';

export interface BagSessions {
  /** The sandbox behind the proxy (read after the file's beforeAll). */
  readonly backend: SandboxBehindProxy;
  /** Codes of plain products with web stock, as the sandbox lists them. */
  readonly products: readonly string[];
  /** The nth in-stock product's code. */
  product(index: number): string;
  /**
   * A page load: a bag session (on a fresh cookie jar unless one is given), read until its
   * stored bag is in.
   */
  start(options?: Partial<BagSessionOptions>): Promise<BagSession>;
}

/**
 * Registers the file's hooks and answers the sessions' factory.
 * @param afterEachTest what else to undo after each test (a render's cleanup, a mock)
 */
export function useBagSessions(afterEachTest: () => void = () => {}): BagSessions {
  let backend: SandboxBehindProxy | null = null;
  let products: string[] = [];
  const sessions: BagSession[] = [];
  beforeAll(async () => {
    backend = await startSandboxBehindProxy();
    products = await inStockProducts(backend.sandboxUrl);
  }, 60_000);
  afterEach(() => {
    afterEachTest();
    for (const session of sessions.splice(0)) session.stop();
  });
  afterAll(() => backend?.close());

  const started = (): SandboxBehindProxy => {
    if (backend === null) throw new Error('the sandbox starts in beforeAll');
    return backend;
  };
  return {
    get backend() {
      return started();
    },
    get products() {
      return products;
    },
    product(index) {
      const code = products[index];
      if (code === undefined) throw new Error(`no in-stock product #${index}`);
      return code;
    },
    async start(options = {}) {
      const session = startBagSession({
        site: 'es-es',
        baseUrl: `${started().origin}/api/commerce`,
        cookies: memoryCookieJar(),
        cookieClient: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', secure: true },
        ...options,
      });
      sessions.push(session);
      await waitFor(session.actor, (snapshot) => snapshot.matches('unlocked'));
      return session;
    },
  };
}
