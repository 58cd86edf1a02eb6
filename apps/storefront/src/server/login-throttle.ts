import type { IncomingHttpHeaders } from 'node:http';
/**
 * Failed attempts per client address (issue 16: a password can't be guessed from one
 * address at speed; the tracking lookup uses the same rule for guessed orders). The
 * back-end limits per account; this limits per address, so one address can't walk many
 * accounts either. Asynchronous because the count may live in Redis, shared by every
 * instance (shared-throttle.ts); this file's throttle keeps it in the process's memory.
 */
export interface LoginThrottle {
  /** Seconds to wait before another try, or 0 when this address may try now. */
  retryAfterSeconds(address: string, nowMs: number): Promise<number>;
  recordFailure(address: string, nowMs: number): Promise<void>;
  recordSuccess(address: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** Addresses remembered at most in memory; the oldest are forgotten first. */
  maxAddresses: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  maxAddresses: 50_000,
};

/**
 * The rule, wherever the times are kept: with `maxFailures` failures inside the window the
 * address waits until the oldest of the last `maxFailures` leaves it (at least 1 s).
 * `times` are the failures still inside the window, oldest first.
 */
export function retryAfterFrom(
  times: readonly number[],
  nowMs: number,
  options: Pick<LoginThrottleOptions, 'maxFailures' | 'windowMs'>,
): number {
  if (times.length < options.maxFailures) return 0;
  const oldest = times[times.length - options.maxFailures] ?? nowMs;
  return Math.max(1, Math.ceil((oldest + options.windowMs - nowMs) / 1000));
}

export function createLoginThrottle(
  options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  const failures = new Map<string, number[]>();

  function recent(address: string, nowMs: number): number[] {
    const times = (failures.get(address) ?? []).filter((t) => nowMs - t < options.windowMs);
    if (times.length === 0) failures.delete(address);
    else failures.set(address, times);
    return times;
  }

  return {
    async retryAfterSeconds(address, nowMs) {
      return retryAfterFrom(recent(address, nowMs), nowMs, options);
    },
    async recordFailure(address, nowMs) {
      const times = recent(address, nowMs);
      failures.delete(address);
      failures.set(address, [...times, nowMs].slice(-options.maxFailures));
      while (failures.size > options.maxAddresses) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    async recordSuccess(address) {
      failures.delete(address);
    },
  };
}

/** `::ffff:127.0.0.1` is 127.0.0.1: an IPv4 peer on a dual-stack socket. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client's address: the socket's peer, or, when that peer is one of the configured
 * proxies (TRUSTED_PROXIES, e.g. nginx in front of the workers), the last address it appended
 * to X-Forwarded-For. A client can write X-Forwarded-For itself, so the header is read only
 * from a trusted peer and only its last entry counts (issue 30: trusting it from any loopback
 * peer let a rotating header defeat the per-address limit).
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[] = [],
): string {
  const peer = remoteAddress ?? 'unknown';
  const trusted = trustedProxies.some((proxy) => plainAddress(proxy) === plainAddress(peer));
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!trusted || !header) return peer;
  const last = header.split(',').pop()?.trim();
  return last && last.length <= 64 ? last : peer;
}

/** The client's address of a request (see clientAddress): its socket's peer and header. */
export function requestClientAddress(
  req: { socket: { remoteAddress?: string | undefined }; headers: IncomingHttpHeaders },
  trustedProxies: readonly string[] = [],
): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
}
