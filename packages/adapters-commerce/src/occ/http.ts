import type { CallSignal } from '@atelier/core-bag';
import { createFetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import { PageFetchHybrisError, type FetchFailureKind, type OccErrorItem } from './errors.js';
import { occHeaders } from './headers.js';
import type { OccListProblem, ResolvedOccOptions } from './options.js';
import { readErrorEnvelope } from './schemas/error-envelope.js';
import { collectListProblems } from './schemas/tolerant-list.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

/**
 * Who the call is made as. `user`: the shopper's token when there is one, nothing otherwise.
 * `client`: the shopper's token, else the client_credentials token (calls the back-end refuses
 * to strangers, like registration). `none`: no Authorization header at all.
 */
export type CallAuth = 'user' | 'client' | 'none';

export interface OccCall<T> {
  method: HttpMethod;
  /** Under the site base (`/users/anonymous/carts`), or absolute under baseUrl with `root`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>;
  auth?: CallAuth;
  /** Validates and maps the 2xx body; a mismatch is a malformed-body error. */
  schema: z.ZodType<T>;
  /** The path is relative to baseUrl, not to the site base (the OAuth endpoint). */
  root?: boolean;
  /**
   * The caller's cancellation (an AbortSignal, or the core's CallSignal shape): aborting it
   * cuts the request and rejects at once with kind `aborted`. The client's timeout still
   * applies; whichever comes first ends the call.
   */
  signal?: CallSignal | undefined;
}

/**
 * The optional last argument of every port method the machines call: the calling actor's
 * signal (the core's CallOptions), handed on to `http.call`.
 */
export interface OccCallOptions {
  signal?: CallSignal | undefined;
}

export interface OccHttp {
  readonly options: ResolvedOccOptions;
  /** `current` with a shopper token, else `anonymous` (docs/product/commerce-api.md §1.2). */
  userId(): Promise<'current' | 'anonymous'>;
  call<T>(call: OccCall<T>): Promise<T>;
}

export interface ClientTokenProvider {
  token(): Promise<string>;
  /** The back-end refused the cached token: the next call asks again (throttled). */
  invalidate(): void;
}

function cleanQuery(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function failureKind(error: unknown): Exclude<FetchFailureKind, 'aborted'> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // ofetch wraps the abort reason; look down the cause chain for the timeout.
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === 'TimeoutError' || (typeof message === 'string' && message.includes('timeout'))) {
      return 'timeout';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return 'network';
}

export function createOccHttp(
  options: ResolvedOccOptions,
  clientToken: () => ClientTokenProvider | null,
): OccHttp {
  const $fetch: $Fetch = createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const siteBase = `${options.baseUrl}${options.apiPath}/${options.siteCode}`;

  async function userToken(): Promise<string | null> {
    return (await options.getToken()) ?? null;
  }

  /** The bearer of a call, and whether it is the client token (so a refusal can drop it). */
  async function tokenFor(auth: CallAuth): Promise<{ token: string | null; client: boolean }> {
    if (auth === 'none') return { token: null, client: false };
    const user = await userToken();
    if (user || auth === 'user') return { token: user, client: false };
    const provider = clientToken();
    return provider
      ? { token: await provider.token(), client: true }
      : { token: null, client: false };
  }

  async function call<T>(spec: OccCall<T>): Promise<T> {
    const url = `${spec.root ? options.baseUrl : siteBase}${spec.path}`;
    const fail = (
      kind: FetchFailureKind,
      status: number,
      errors: OccErrorItem[],
      cause?: unknown,
    ): PageFetchHybrisError =>
      new PageFetchHybrisError({
        kind,
        status,
        errors,
        method: spec.method,
        path: spec.path,
        ...(cause === undefined ? {} : { cause }),
      });

    const caller = spec.signal;
    const aborted = (): PageFetchHybrisError =>
      fail(
        'aborted',
        0,
        [{ type: 'AbortError', message: 'The call was aborted by its caller' }],
        caller?.reason,
      );
    // An aborted caller sends nothing (a multi-call port method stops between its calls).
    if (caller?.aborted) throw aborted();
    const { token, client } = await tokenFor(spec.auth ?? 'user');
    if (caller?.aborted) throw aborted();
    const headers = occHeaders(options, token);
    let body: string | undefined;
    if (spec.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(spec.form).toString();
    } else if (spec.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(spec.body);
    }

    // One signal for the request: the client's timeout or the caller's abort, whichever
    // comes first (ofetch drops its own `timeout` once a signal is given, so both are here).
    // It covers the body too, and `ended` says which of the two cut the call.
    const controller = new AbortController();
    const ended: { by?: 'timeout' | 'aborted' } = {};
    const onAbort = (): void => {
      ended.by ??= 'aborted';
      controller.abort(caller?.reason);
    };
    const timer = setTimeout(() => {
      ended.by ??= 'timeout';
      const timeout = new Error('[TimeoutError]: The operation was aborted due to timeout');
      timeout.name = 'TimeoutError';
      controller.abort(timeout);
    }, options.timeoutMs);
    caller?.addEventListener('abort', onAbort, { once: true });

    let response: Response & { _data?: unknown };
    try {
      response = await $fetch.raw<string, 'text'>(url, {
        method: spec.method,
        query: cleanQuery(spec.query),
        headers,
        ...(body === undefined ? {} : { body }),
        // docs/product/commerce-api.md §1.3: never follow redirects; a 3xx is answered as an error
        // below.
        redirect: 'manual',
        signal: controller.signal,
        // Writes must not be sent twice; callers decide what to retry.
        retry: 0,
        responseType: 'text',
        ignoreResponseError: true,
      });
    } catch (error) {
      if (ended.by === 'aborted') throw aborted();
      const kind = ended.by ?? failureKind(error);
      throw fail(
        kind,
        0,
        [
          {
            type: kind === 'timeout' ? 'TimeoutError' : 'NetworkError',
            message: error instanceof Error ? error.message : String(error),
          },
        ],
        error,
      );
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    }

    const text = typeof response._data === 'string' ? response._data : '';
    const json = parseJson(text);
    const { status } = response;
    if (status >= 300 && status < 400) {
      const location = response.headers.get('location') ?? '';
      throw fail('redirect', status, [
        { type: 'RedirectError', message: `Redirect to ${location} not followed` },
      ]);
    }
    if (status < 200 || status >= 400) {
      const errors = readErrorEnvelope(json.ok ? json.value : undefined, status);
      if (status === 401 && client && errors.some((e) => e.type === 'InvalidTokenError')) {
        clientToken()?.invalidate();
      }
      throw fail('http', status, errors);
    }
    if (!json.ok) {
      throw fail('malformed', status, [{ type: 'MalformedBodyError', message: 'Invalid JSON' }]);
    }
    let parsed: ReturnType<typeof spec.schema.safeParse>;
    let problems: OccListProblem[];
    try {
      ({ result: parsed, problems } = collectListProblems(() => spec.schema.safeParse(json.value)));
    } catch (error) {
      // A mapper that throws (a nested parse) is still a body we cannot read, never a crash.
      throw fail(
        'malformed',
        status,
        [
          {
            type: 'MalformedBodyError',
            message: error instanceof Error ? error.message : String(error),
          },
        ],
        error,
      );
    }
    if (!parsed.success) {
      throw fail(
        'malformed',
        status,
        parsed.error.issues.slice(0, 5).map((issue) => ({
          type: 'MalformedBodyError',
          message: `${issue.path.join('.') || '(root)'}: ${issue.message}`,
          subject: issue.path.join('.'),
        })),
        parsed.error,
      );
    }
    // Items a list could not read were dropped from it; each is reported (ADR 0035).
    for (const problem of problems) {
      options.onListProblem({ ...problem, method: spec.method, path: spec.path });
    }
    return parsed.data;
  }

  return {
    options,
    async userId() {
      if (options.isSignedIn) return options.isSignedIn() ? 'current' : 'anonymous';
      return (await userToken()) ? 'current' : 'anonymous';
    },
    call,
  };
}
