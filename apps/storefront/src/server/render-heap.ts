/**
 * The young generation of a process that renders pages. An uncached render allocates a few MB
 * (React's output, Vike's page context, the HTML string copies), so with V8's default 16 MB
 * semi-space the scavenger runs every few requests and promotes short-lived objects into the
 * old generation, whose mark-compact pauses reach 60-115 ms at 50 connections. A 64 MB
 * semi-space cut the garbage collector from 16% to 12% of an uncached product render's CPU
 * on the 2-core bench machine (ADR 0018, addendum of 2026-11-26 07:00). It costs up to about
 * 3 x 64 MB of memory per worker; `RENDER_SEMI_SPACE_MB=0` keeps Node's default.
 *
 * V8 reads the size only when the process starts (`v8.setFlagsFromString` later has no
 * effect), so cluster workers get it as a node flag from the primary; a `--single` process
 * gets it from whoever starts it (the bench, the load test, the e2e server pass
 * `renderNodeFlags`).
 */
export const DEFAULT_SEMI_SPACE_MB = 64;

const FLAG = '--max-semi-space-size';

/** The node flags a rendering process should start with (none when the size is 0). */
export function renderNodeFlags(env: Record<string, string | undefined>): string[] {
  const raw = env['RENDER_SEMI_SPACE_MB']?.trim();
  const mb = raw === undefined || raw === '' ? DEFAULT_SEMI_SPACE_MB : Number(raw);
  if (!Number.isInteger(mb) || mb < 0 || mb > 1024) {
    throw new Error(`RENDER_SEMI_SPACE_MB must be an integer from 0 to 1024, got "${raw}"`);
  }
  return mb === 0 ? [] : [`${FLAG}=${mb}`];
}

/** A worker's node flags: the primary's own, plus the render flags unless already set. */
export function workerExecArgv(
  execArgv: readonly string[],
  env: Record<string, string | undefined>,
): string[] {
  const own = execArgv.some((arg) => arg.startsWith(FLAG)) || env['NODE_OPTIONS']?.includes(FLAG);
  return own ? [...execArgv] : [...execArgv, ...renderNodeFlags(env)];
}
