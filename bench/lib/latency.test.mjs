// node --test bench/lib: the latency client's counting (its figures are timings, which these
// tests do not assert).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { closedLoop, lateArrivals, newcomerAddress, percentile, summary } from './latency.mjs';

test('nearest-rank percentiles: p50 of 1..100 is 50, p99 is 99, one value is every percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(hundred, 50), 50);
  assert.equal(percentile(hundred, 99), 99);
  assert.equal(percentile([7], 1), 7);
  assert.equal(percentile([], 50), null);
  assert.deepEqual(summary([3, 1, 2]), { count: 3, p50: 2, p99: 3, max: 3 });
});

/** A loopback server for the duration of `run`; `handle` answers each request. */
async function withServer(handle, run) {
  const server = createServer(handle);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('a closed loop counts 200s as answers and anything else as errors', async () => {
  let n = 0;
  const result = await withServer(
    (_request, response) => response.writeHead((n += 1) % 3 === 0 ? 500 : 200).end('x'),
    (url) => closedLoop({ url, connections: 4, seconds: 0.3 }),
  );
  assert.ok(result.count > 0);
  assert.ok(result.errors > 0);
  assert.equal(result.count + result.errors, n);
  assert.equal(result.abandoned, 0);
});

test('abandon: requests never answered are abandoned at the end, not waited for', async () => {
  const result = await withServer(
    () => {}, // never answers
    (url) => closedLoop({ url, connections: 3, seconds: 0.2, abandon: true }),
  );
  assert.deepEqual([result.count, result.errors, result.abandoned], [0, 0, 3]);
});

test('late arrivals: each new connection is one request, timed to its first byte', async () => {
  const seen = new Set();
  let newConnections = 0;
  const fromNewcomers = new Set();
  const result = await withServer(
    (request, response) => {
      if (!seen.has(request.socket)) {
        seen.add(request.socket);
        newConnections += 1;
        fromNewcomers.add(request.socket.remoteAddress);
      }
      response.writeHead(200).end('x');
    },
    (url) => lateArrivals({ url, connections: 2, seconds: 0.4, arrivals: 5 }),
  );
  assert.equal(result.late.count, 5);
  assert.equal(result.late.errors, 0);
  assert.equal(newConnections, 2 + 5);
  // The loop's connections and the newcomers come from two addresses (other shoppers).
  assert.deepEqual([...fromNewcomers].sort(), ['127.0.0.1', '127.0.0.2']);
  assert.ok(result.saturating.count > 0);
  assert.ok(result.worstOverMedian !== null);
});

test('newcomers come from another loopback address only when the server is on IPv4 loopback', () => {
  assert.equal(newcomerAddress('http://127.0.0.1:3000/es-es/c/7'), '127.0.0.2');
  assert.equal(newcomerAddress('http://localhost:3000/'), undefined);
  assert.equal(newcomerAddress('http://[::1]:3000/'), undefined);
});
