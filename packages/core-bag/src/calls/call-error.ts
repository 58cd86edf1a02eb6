/**
 * What a call actor rejects with: its own classification of the failure (`kind`) and the
 * original rejection or unparsable answer (`error`, for logs and the rules that read the
 * error envelope). Machines branch on `kind` and never parse an answer themselves.
 */
export class CallError<K extends string = string> extends Error {
  constructor(
    readonly kind: K | 'malformed',
    readonly error: unknown,
  ) {
    super(`back-end call failed: ${kind}`);
    this.name = 'CallError';
  }
}

export interface CallFailure<K extends string> {
  /** The actor's classification, 'malformed' for an answer that does not parse, or 'timeout'. */
  kind: K | 'malformed' | 'timeout';
  error?: unknown;
}

/**
 * The failure a call state's error event or timeout stands for. Actors built with callActor
 * reject with a CallError; any other rejection (a hand-made actor, a missing one) is
 * classified with the same function the machine's own actors use.
 */
export function failureOf<K extends string>(
  event: { type: string; error?: unknown },
  classify: (error: unknown) => K,
): CallFailure<K> {
  if (!event.type.startsWith('xstate.error.')) return { kind: 'timeout' };
  const { error } = event;
  if (error instanceof CallError)
    return { kind: error.kind as K | 'malformed', error: error.error };
  return { kind: classify(error), error };
}
