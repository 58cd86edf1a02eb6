import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Server timeouts and a per-client connection cap (issue 30): a client that sends headers
 * or a body slowly, or opens connection after connection, holds a worker's sockets and
 * memory. Node's defaults let headers take a minute and set no limit per client.
 */
export const SERVER_LIMITS = {
  /** The whole request head. */
  headersTimeoutMs: 20_000,
  /** The whole request, body included (a 1 MB body over a slow line fits). */
  requestTimeoutMs: 60_000,
  /** Behind a load balancer whose own idle timeout is 60 s (the AWS default). */
  keepAliveTimeoutMs: 65_000,
  maxHeadersCount: 100,
  /** Open connections per client address; the configured proxies are not counted. */
  maxConnectionsPerClient: 64,
} as const;

/** Counts each address's open sockets; answers whether a new one may stay. */
export function createConnectionCap(max: number, exempt: readonly string[] = []) {
  const open = new Map<string, number>();
  const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);
  const exempted = new Set(exempt.map(plain));
  return {
    /** False when the address is over its cap: the caller closes the socket. */
    admit(socket: Pick<Socket, 'remoteAddress' | 'once'>): boolean {
      const address = plain(socket.remoteAddress ?? 'unknown');
      if (exempted.has(address)) return true;
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) return false;
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
      return true;
    },
    openFrom: (address: string) => open.get(plain(address)) ?? 0,
  };
}

export function applyServerLimits(server: Server, trustedProxies: readonly string[]): void {
  server.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
  server.requestTimeout = SERVER_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeoutMs;
  server.maxHeadersCount = SERVER_LIMITS.maxHeadersCount;
  const cap = createConnectionCap(SERVER_LIMITS.maxConnectionsPerClient, trustedProxies);
  server.on('connection', (socket: Socket) => {
    if (!cap.admit(socket)) socket.destroy();
  });
}
