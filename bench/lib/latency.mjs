// Latency as shoppers see it (issue 34), measured with the bench's own node:http client:
//   - a closed loop: N keep-alive connections, each sending its next request when the last
//     answer is read, for a number of seconds; the requests still open at the end are
//     waited for and counted (autocannon drops them, which bounds its p99 by the run);
//   - late arrivals: while such a loop saturates the server, new connections opened one by
//     one, each timed from its request to the first byte of its answer (connect included),
//     against the median of the saturating loop: how long a newcomer waits behind the
//     connections the server already serves;
//   - just after: N new connections the moment a saturating loop stops and abandons its open
//     requests (as a load balancer's or a browser's timeout does), when the server still
//     renders for clients that are gone.
import { setMaxListeners } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';

const REQUEST_TIMEOUT_MS = 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** Nearest-rank percentile of sorted numbers; null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50 / p99 / max of a list of milliseconds, and how many. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : null,
  };
}

/**
 * One GET: resolves with the time to the answer's first byte and to its last, in ms.
 * `agent` false opens a new connection for this request alone; `localAddress` is the
 * address it comes from.
 */
function timedGet(url, agent, signal, localAddress) {
  return new Promise((resolve, reject) => {
    const start = nowMs();
    const options = { agent, signal, ...(localAddress ? { localAddress } : {}) };
    const request = httpRequest(url, options, (response) => {
      const firstByteMs = nowMs() - start;
      response.on('data', () => {});
      response.on('end', () =>
        resolve({ status: response.statusCode, firstByteMs, totalMs: nowMs() - start }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    // A server that stops answering fails the request instead of hanging the bench.
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.end();
  });
}

/**
 * `connections` keep-alive connections in a closed loop for `seconds`.
 * @param {{ url: string, connections: number, seconds: number, abandon?: boolean }} options
 *   abandon: at the end, destroy the connections with their requests still open instead of
 *   waiting for them (those requests are not counted)
 * @returns {Promise<{ count: number, p50: number|null, p99: number|null, max: number|null,
 *   rps: number, errors: number, abandoned: number }>}
 */
export async function closedLoop({ url, connections, seconds, abandon = false }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const controller = new AbortController();
  // Every open request listens to the one signal.
  setMaxListeners(connections + 1, controller.signal);
  const latencies = [];
  let errors = 0;
  let abandoned = 0;
  const start = nowMs();
  const deadline = start + seconds * 1000;
  const loop = async () => {
    while (nowMs() < deadline) {
      try {
        const answer = await timedGet(url, agent, controller.signal);
        if (answer.status === 200) latencies.push(answer.totalMs);
        else errors += 1;
      } catch {
        if (controller.signal.aborted) abandoned += 1;
        else errors += 1;
      }
    }
  };
  const loops = Promise.all(Array.from({ length: connections }, loop));
  if (abandon) {
    await sleep(Math.max(0, deadline - nowMs()));
    controller.abort();
  }
  await loops;
  const elapsed = (nowMs() - start) / 1000;
  agent.destroy();
  return { ...summary(latencies), rps: latencies.length / elapsed, errors, abandoned };
}

/**
 * Where newcomers connect from: they stand for other shoppers, so on the IPv4 loopback they
 * come from 127.0.0.2 (Linux answers for all of 127/8). From the saturating loop's own address
 * they counted against its cap of open connections per client (SERVER_LIMITS in
 * apps/storefront/src/server/connection-limits.ts: 64): 50 + 20 > 64, and the server
 * rightly closed a few.
 */
export function newcomerAddress(url) {
  const host = new URL(url).hostname;
  return /^127\.\d+\.\d+\.\d+$/.test(host) ? '127.0.0.2' : undefined;
}

/**
 * A saturating closed loop with `arrivals` new connections opened evenly over its middle
 * half, each sending one request.
 * @param {{ url: string, connections: number, seconds: number, arrivals: number }} options
 * @returns {Promise<{ saturating: Awaited<ReturnType<typeof closedLoop>>,
 *   late: ReturnType<typeof summary> & { errors: number }, worstOverMedian: number|null }>}
 *   late: first-byte times of the new connections; worstOverMedian: the slowest of them
 *   over the saturating loop's median
 */
export async function lateArrivals({ url, connections, seconds, arrivals }) {
  const saturating = closedLoop({ url, connections, seconds });
  const firstBytes = [];
  let errors = 0;
  const spacing = (seconds * 1000) / 2 / Math.max(1, arrivals - 1);
  await sleep((seconds * 1000) / 4);
  const newcomers = [];
  const from = newcomerAddress(url);
  for (let i = 0; i < arrivals; i += 1) {
    newcomers.push(
      timedGet(url, false, undefined, from).then(
        (answer) => (answer.status === 200 ? firstBytes.push(answer.firstByteMs) : (errors += 1)),
        () => (errors += 1),
      ),
    );
    if (i < arrivals - 1) await sleep(spacing);
  }
  const loop = await saturating;
  await Promise.all(newcomers);
  const late = { ...summary(firstBytes), errors };
  return {
    saturating: loop,
    late,
    worstOverMedian: late.max !== null && loop.p50 ? late.max / loop.p50 : null,
  };
}

/**
 * The three phases on one URL of a warmed, idle server: rested; late arrivals; and just
 * after a one-second saturating burst whose open requests are abandoned.
 * @param {{ url: string, connections: number, seconds: number, arrivals: number }} options
 */
export async function latencyPhases({ url, connections, seconds, arrivals }) {
  const rested = await closedLoop({ url, connections, seconds });
  const late = await lateArrivals({ url, connections, seconds, arrivals });
  await closedLoop({ url, connections, seconds: 1, abandon: true });
  const justAfter = await closedLoop({ url, connections, seconds });
  return { rested, lateArrivals: late, justAfter };
}
