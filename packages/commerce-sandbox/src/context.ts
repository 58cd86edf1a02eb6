import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxDb } from './db.js';
import type { SandboxSite } from './sites.js';
import { forbidden, unauthorized } from './errors.js';
import type { PasswordCost } from './passwords.js';

export interface TokenInfo {
  /** The bearer token itself (a password change keeps this one and ends the others). */
  token: string;
  /** The shopper; null for a client_credentials token, which is nobody. */
  userUid: string | null;
  clientId: string;
}

/** How the payment simulator (payment-simulator.ts) behaves. */
export interface PaymentSimulatorOptions {
  /** How many accept / verify calls a redirect method answers IN_PROCESS before success. */
  inProcessPolls: number;
}

/** How passwords are hashed here (passwords.ts). */
export interface PasswordPolicy {
  cost: PasswordCost;
  /** Verified against when the username has no account, so both take as long. */
  dummyHash: string;
}

/** Everything a route handler gets: the request, parsed, and the sandbox around it. */
export interface SandboxContext {
  db: SandboxDb;
  site: SandboxSite;
  url: URL;
  query: Record<string, string>;
  body: unknown;
  headers: IncomingHttpHeaders;
  now: () => Date;
  channel: 'WEB' | 'APP';
  /**
   * The brand in back-end field names (`hasMy{Brand}`, `my{Brand}TermsAccepted`), read
   * from the `X-{BRAND}-CHANNEL` header; 'Atelier' without one.
   */
  brand: string;
  token: TokenInfo | null;
  /**
   * The base of browser-facing links (challenge and provider pages, barcodes): the
   * `publicBase` option, else the sandbox's own origin. Never the internal address when a
   * proxy stands in front (public-base.ts).
   */
  publicBase: string;
  /** Origins an absolute payment `returnUrl` may point at (return-url.ts). */
  allowedReturnOrigins: readonly string[];
  payments: PaymentSimulatorOptions;
  passwords: PasswordPolicy;
}

/** A handler's result: plain data is a 200; `respond` sets another status. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function respond(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body };
}

export function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'body' in value &&
    Object.keys(value).every((k) => k === 'status' || k === 'body' || k === 'headers')
  );
}

/**
 * The uid a `/users/{userId}` path stands for: null for 'anonymous'; otherwise the
 * bearer token must belong to that user ('current' means the token's user).
 */
export function resolveUser(ctx: SandboxContext, userId: string): string | null {
  if (userId === 'anonymous') return null;
  if (!ctx.token?.userUid) throw unauthorized();
  if (userId === 'current' || userId.toLowerCase() === ctx.token.userUid) return ctx.token.userUid;
  throw forbidden();
}

export function requireUser(ctx: SandboxContext, userId: string): string {
  const uid = resolveUser(ctx, userId);
  if (uid === null) throw unauthorized();
  return uid;
}

export function iso(ctx: SandboxContext): string {
  return ctx.now().toISOString();
}
