// A back-end far away: forwards every request to `target` after `delayMs`, as a commerce
// back-end on other machines answers after its network round trips (LOAD_BACKEND_LATENCY_MS,
// docs/adr/0068-a-render-waiting-on-the-back-end-holds-no-render-slot.md). The storefront's
// sandbox otherwise answers over loopback in about a millisecond, on the storefront's own cores.
import { createServer, request } from 'node:http';

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function startLatencyProxy(target, delayMs) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    setTimeout(() => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    }, delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: target.replace(upstream.host, `127.0.0.1:${port}`),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
